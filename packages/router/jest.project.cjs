module.exports = require('@trippy/config/jest-project.cjs').jestProject({
  dir: __dirname,
  name: 'router',
  environment: 'jsdom',
});
