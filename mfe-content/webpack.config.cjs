const { createWebpackConfig } = require('@trippy/config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'content',
  port: 3005,
  exposes: {
    './app': './src/exposes/app.tsx',
    './lead-modal': './src/exposes/lead-modal.tsx',
  },
});
