// Jest project settings shared by every package: SWC transform, CSS modules, jsdom for UI packages.
const path = require('node:path');

const swcTransform = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {{ dir: string, name: string, environment?: 'node' | 'jsdom', setupFiles?: string[] }} o */
function jestProject({ dir, name, environment = 'node', setupFiles = [] }) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    // wouter ships only ES modules, and the shell imports one ES module file of Module Federation's bundler
    // runtime (provide-bundler-runtime.ts), so they are compiled like our own code.
    transformIgnorePatterns: [
      '/node_modules/(?!\\.pnpm|wouter/|@module-federation/webpack-bundler-runtime/dist/initContainerEntry)',
    ],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'css-module-stub.cjs') },
    setupFiles: environment === 'jsdom' ? [path.join(__dirname, 'jsdom-globals.cjs')] : [],
    setupFilesAfterEnv:
      environment === 'jsdom' ? [path.join(__dirname, 'query-cache-reset.cjs'), ...setupFiles] : setupFiles,
  };
}

module.exports = { jestProject };
