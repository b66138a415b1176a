module.exports = require('@trippy/config/jest-project.cjs').jestProject({
  dir: __dirname,
  name: 'contracts',
});
