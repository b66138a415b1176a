const path = require('node:path');
const { createWebpackConfig } = require('@trippy/config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  port: 3001,
  host: true,
  serverRuntimePlugins: [path.join(__dirname, 'src/server/fetch-retry-plugin.ts')],
});
