const { jestProject } = require('@trippy/config/jest-project.cjs');

const base = jestProject({ dir: __dirname, name: 'api' });
const swc = Object.values(base.transform)[0];

// ESM-only dependencies (of @fastify/static) and PGlite (its import() calls need a VM flag under Jest)
// are compiled to CommonJS by SWC.
const COMPILED_DEPS = ['content-disposition', 'cookie', '@electric-sql/pglite'];

module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.(c|m)js$': swc },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm|${COMPILED_DEPS.join('|')})`],
  testTimeout: 30000,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, require.resolve('./jest.setup.cjs')],
};
