const path = require('node:path');

const project = require('@trippy/config/jest-project.cjs').jestProject({
  dir: __dirname,
  name: 'mfe-content',
  environment: 'jsdom',
});

// Blog posts are Markdown files imported as text, as webpack's `asset/source` does in the build.
project.transform = { '^.+\\.md$': path.join(__dirname, 'markdown-as-text.cjs'), ...project.transform };
project.moduleFileExtensions = ['ts', 'tsx', 'js', 'cjs', 'json', 'md'];
module.exports = project;
