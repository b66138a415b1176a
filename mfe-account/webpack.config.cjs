const { createWebpackConfig } = require('@trippy/config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'account',
  port: 3004,
  exposes: {
    './app': './src/exposes/app.tsx',
    './notification-bell': './src/exposes/notification-bell.tsx',
    './operator-live': './src/exposes/operator-live.tsx',
  },
});
