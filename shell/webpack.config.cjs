const { createWebpackConfig } = require('@trippy/config/webpack');

module.exports = createWebpackConfig({ dir: __dirname, name: 'shell', port: 3001, host: true });
