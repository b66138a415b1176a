// One webpack 5 + Module Federation configuration for the shell (host) and every remote.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { EsbuildPlugin } = require('esbuild-loader');
const { mfShared } = require('./mf-shared.cjs');

const API_ORIGIN = 'http://localhost:3000';

/**
 * @param {{
 *   dir: string,              // the package folder (__dirname of its webpack.config.cjs)
 *   name: string,             // container name: 'shell', 'catalog', 'booking', 'account', 'content'
 *   port: number,             // dev-server port
 *   exposes?: Record<string, string>,
 *   host?: boolean,           // the shell: HTML entry, publicPath '/', runtime plugins
 *   runtimePlugins?: string[],
 * }} options
 */
function createWebpackConfig({ dir, name, port, exposes, host = false, runtimePlugins = [] }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const hashed = production ? '.[contenthash:10]' : '';
    return {
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'eval-cheap-module-source-map',
      context: dir,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        // Entry files keep stable names and are served with no-cache: webpack 5.111 fails a federated build
        // with [contenthash] in output.filename (module-federation/core#5077). Lazy chunks are content-hashed.
        filename: '[name].js',
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: `trippy_${name}`,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic' } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              require.resolve('style-loader'),
              {
                loader: require.resolve('css-loader'),
                options: {
                  modules: {
                    auto: true,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: production
                      ? `${name}_[hash:base64:6]`
                      : `${name}_[local]_[hash:base64:4]`,
                  },
                },
              },
            ],
          },
          { test: /\.(png|jpe?g|webp|svg|avif)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: mfShared(),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
          experiments: { asyncStartup: true },
        }),
        (host || !production) &&
          new HtmlWebpackPlugin({
            template: host ? path.join(dir, 'src/index.html') : path.join(__dirname, 'standalone.html'),
            inject: 'body',
            scriptLoading: 'defer',
          }),
      ].filter(Boolean),
      optimization: {
        minimizer: [new EsbuildPlugin({ target: 'es2020', format: undefined, css: true })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          { context: ['/api', '/socket.io', '/remotes.json', '/images'], target: API_ORIGIN, ws: true },
        ],
      },
    };
  };
}

module.exports = { createWebpackConfig };
