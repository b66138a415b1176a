// One webpack 5 + Module Federation configuration for the shell (host) and every remote: a browser build in
// dist/ and a Node build in dist/server/ that the page server renders with (see ../../../README.md, "Rendering").
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { EsbuildPlugin } = require('esbuild-loader');
const TerserPlugin = require('terser-webpack-plugin');
const { mfShared } = require('./mf-shared.cjs');
const { LazyChunksPlugin } = require('./lazy-chunks-plugin.cjs');
const { SsrManifestPlugin } = require('./ssr-manifest-plugin.cjs');
const { StartupScriptsPlugin } = require('./startup-scripts-plugin.cjs');

const API_ORIGIN = 'http://localhost:3000';
const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin');

/**
 * How Module Federation's runtime plugin imports a container's webpack bundler runtime (an absolute path to
 * its dist/bundler.js or dist/index.js). A remote's production build takes the shell's instead
 * (bundler-runtime-from-shell.mjs).
 */
const BUNDLER_RUNTIME_REQUEST =
  /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](bundler|index)\.js$/;
const BUNDLER_RUNTIME_FROM_SHELL = path.join(__dirname, 'bundler-runtime-from-shell.mjs');

/**
 * @param {{
 *   dir: string,              // the package folder (__dirname of its webpack.config.cjs)
 *   name: string,             // container name: 'shell', 'catalog', 'booking', 'account', 'content'
 *   port: number,             // dev-server port
 *   exposes?: Record<string, string>,
 *   host?: boolean,           // the shell: HTML entry, publicPath '/', runtime plugins
 *   runtimePlugins?: string[],
 *   serverRuntimePlugins?: string[], // the Node build's own, besides the Node runtime plugin
 * }} options
 */
function createWebpackConfig(options) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const browser = browserConfig(options, production);
    // The dev server serves the browser build only; a production build also emits the Node build.
    if (!production || (env && env.WEBPACK_SERVE)) return browser;
    return [browser, serverConfig(options)];
  };
}

const swcRule = {
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
};

/** CSS Modules class names must be equal in both builds, or hydration would not match. */
function cssModules(name, production, exportOnlyLocals) {
  return {
    auto: true,
    namedExport: false,
    exportLocalsConvention: 'as-is',
    exportOnlyLocals,
    localIdentName: production ? `${name}_[hash:base64:6]` : `${name}_[local]_[hash:base64:4]`,
  };
}

// Small SVGs are inlined in both builds, so the server and the browser write the same src.
const svgRule = { test: /\.svg$/, type: 'asset/inline' };

/**
 * React 19 has useSyncExternalStore; the shim wouter imports for React 17 would ship on every page (0.5 KB gzip).
 */
const resolve = {
  extensions: ['.tsx', '.ts', '.js'],
  alias: {
    'use-sync-external-store/shim/index.js$': path.resolve(
      __dirname,
      '../../router/src/sync-external-store.ts',
    ),
  },
};

function browserConfig({ dir, name, port, exposes, host = false, runtimePlugins = [] }, production) {
  const hashed = production ? '.[contenthash:10]' : '';
  return {
    name: 'browser',
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
    resolve,
    module: {
      rules: [
        swcRule,
        {
          test: /\.css$/,
          use: [
            // Extracted in production: server-rendered HTML links its CSS in the head, so nothing shifts.
            production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
            {
              loader: require.resolve('css-loader'),
              options: { modules: cssModules(name, production, false) },
            },
          ],
        },
        svgRule,
        { test: /\.(png|jpe?g|webp|avif)$/, type: 'asset/resource' },
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
        experiments: {
          asyncStartup: true,
          // A remote's production build reads the Module Federation runtime from the shell's (the shell's
          // provide-runtime-core runtime plugin) instead of carrying a copy: remoteEntry.js 19.7 -> 9.0 KB gzip.
          // Its dev build keeps its own, so it still runs standalone.
          externalRuntime: production && !host,
          // The page names each remote's remoteEntry.js (inlined by the page server, else resolved from its
          // manifest by @trippy/federation), so no container needs the runtime's manifest snapshot code, and
          // a remote never loads another remote itself (the shell's runtime does): 31.6 KB gzip -> see
          // docs/performance.md.
          optimization: production
            ? { target: 'web', disableSnapshot: true, disableRemote: !host }
            : undefined,
        },
      }),
      production && host && new StartupScriptsPlugin(),
      production && !host && new LazyChunksPlugin(),
      // The shell hands its bundler runtime to the remotes (shell/src/federation/provide-bundler-runtime.ts):
      // remoteEntry.js 8.9 -> 4.5 KB gzip. A remote's dev build keeps its own, so it still runs standalone.
      production &&
        !host &&
        new webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_REQUEST, BUNDLER_RUNTIME_FROM_SHELL),
      production &&
        new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: `[name]${hashed}.css` }),
      (host || !production) &&
        new HtmlWebpackPlugin({
          template: host ? path.join(dir, 'src/index.html') : path.join(__dirname, 'standalone.html'),
          inject: 'body',
          scriptLoading: 'defer',
        }),
    ].filter(Boolean),
    optimization: {
      // Scripts by SWC's minifier through terser-webpack-plugin: it drops the code of unused exports, which
      // is what makes a dependency that is not shared (a library such as wouter) cost only what a container uses (esbuild's
      // minifier keeps it). Stylesheets by esbuild. The HTML page is left as written: the page server fills
      // its slots.
      minimizer: [
        new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false }),
        new EsbuildPlugin({ target: 'es2020', css: true, include: /\.css$/ }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/socket.io', '/remotes.json', '/images'], target: API_ORIGIN, ws: true }],
    },
  };
}

/**
 * The Node build: the same exposes (or, for the shell, its page renderer) as CommonJS for the Module
 * Federation Node runtime, which fetches a remote's chunks over HTTP from wherever its manifest says.
 * Built after the browser build (whose `clean` would delete it) into dist/server/.
 */
function serverConfig({ dir, name, exposes, host = false, serverRuntimePlugins = [] }) {
  return {
    name: 'server',
    dependencies: ['browser'],
    mode: 'production',
    devtool: false,
    target: 'async-node',
    context: dir,
    entry: host ? { server: './src/server/index.ts' } : {},
    output: {
      path: path.join(dir, 'dist', 'server'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: `trippy_${name}_server`,
      library: host ? { type: 'commonjs2' } : undefined,
      chunkFormat: 'commonjs',
      clean: false,
    },
    resolve,
    module: {
      rules: [
        swcRule,
        {
          test: /\.css$/,
          use: [
            {
              loader: require.resolve('css-loader'),
              options: { modules: cssModules(name, true, true) },
            },
          ],
        },
        svgRule,
        { test: /\.(png|jpe?g|webp|avif)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        exposes: host ? {} : (exposes ?? {}),
        remotes: {},
        shared: mfShared(),
        shareStrategy: 'loaded-first',
        runtimePlugins: [NODE_RUNTIME_PLUGIN, ...serverRuntimePlugins],
        manifest: false,
        dts: false,
        experiments: { asyncStartup: true },
      }),
      !host && new SsrManifestPlugin(path.join(dir, 'dist', 'mf-manifest.json')),
    ].filter(Boolean),
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createWebpackConfig };
