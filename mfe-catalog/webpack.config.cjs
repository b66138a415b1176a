const { createWebpackConfig } = require('@trippy/config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'catalog',
  port: 3002,
  exposes: {
    './app': './src/exposes/app.tsx',
    './char-dham-carousel': './src/exposes/char-dham-carousel.tsx',
    './search-panel': './src/exposes/search-panel.tsx',
  },
});
