const path = require('node:path');
const { createWebpackConfig } = require('@trippy/config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  port: 3001,
  host: true,
  // Hand the runtime to the remotes, which are built without their own (create-webpack-config.cjs).
  runtimePlugins: [
    path.join(__dirname, 'src/federation/provide-runtime-core.ts'),
    path.join(__dirname, 'src/federation/provide-bundler-runtime.ts'),
  ],
  serverRuntimePlugins: [path.join(__dirname, 'src/server/fetch-retry-plugin.ts')],
});
