module.exports = require('@trippy/config/jest-project.cjs').jestProject({
  dir: __dirname,
  name: 'api-client',
  environment: 'jsdom',
});
