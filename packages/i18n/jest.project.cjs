module.exports = require('@trippy/config/jest-project.cjs').jestProject({
  dir: __dirname,
  name: 'i18n',
  environment: 'jsdom',
});
