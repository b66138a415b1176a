// Unit, component and API tests of every package (the browser suite is packages/e2e, run by test:e2e).
const fs = require('node:fs');
const path = require('node:path');

const projectDirs = [
  'packages/domain',
  'packages/contracts',
  'packages/session',
  'packages/api-client',
  'packages/ui',
  'packages/federation',
  'packages/router',
  'packages/i18n',
  'packages/config',
  'packages/page-server',
  'shell',
  'mfe-catalog',
  'mfe-booking',
  'mfe-account',
  'mfe-content',
  'api',
];

module.exports = {
  projects: projectDirs
    .map((dir) => path.join(__dirname, dir, 'jest.project.cjs'))
    .filter((file) => fs.existsSync(file)),
};
