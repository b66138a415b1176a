module.exports = require('./jest/jest-project.cjs').jestProject({ dir: __dirname, name: 'config' });
