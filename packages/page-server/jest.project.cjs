const { jestProject } = require('@trippy/config/jest-project.cjs');

const base = jestProject({ dir: __dirname, name: 'page-server' });
const swc = Object.values(base.transform)[0];

// ESM-only dependencies of @fastify/static are compiled to CommonJS by SWC.
const COMPILED_DEPS = ['content-disposition', 'cookie'];

module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.(c|m)js$': swc },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm|${COMPILED_DEPS.join('|')})`],
};
