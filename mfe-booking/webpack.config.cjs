const { createWebpackConfig } = require('@trippy/config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'booking',
  port: 3003,
  exposes: {
    './app': './src/exposes/app.tsx',
    './my-bookings': './src/exposes/my-bookings.tsx',
  },
});
