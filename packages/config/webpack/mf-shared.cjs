// The Module Federation `shared` map of every container, built from the pnpm catalog so versions are declared once.
const fs = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');

const workspaceFile = path.resolve(__dirname, '../../../pnpm-workspace.yaml');
const catalog = YAML.parse(fs.readFileSync(workspaceFile, 'utf8')).catalog;

/**
 * Third-party singletons: React (with the entry points remotes import), single-spa, toasts. The router is
 * shared through @trippy/router (below), so only the router API the site uses is bundled (a shared
 * module is never tree-shaken).
 */
const THIRD_PARTY = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['single-spa', 'single-spa'],
  ['sonner', 'sonner'],
];

/**
 * Shared modules no page needs to start: the shell provides them, but they load when first used (sonner with
 * the first toast, see @trippy/ui's toast), so the page server does not preload them.
 */
const ON_DEMAND_SHARED = ['sonner'];

/** Workspace packages that hold cross-remote state (and the router, and the language's `t`): one instance per page. */
const WORKSPACE = [
  '@trippy/session',
  '@trippy/api-client',
  '@trippy/federation',
  '@trippy/router',
  '@trippy/i18n',
];

function mfShared() {
  const shared = {};
  for (const [request, pkg] of THIRD_PARTY) {
    const range = catalog[pkg];
    if (!range) throw new Error(`${pkg} is not in the pnpm catalog`);
    shared[request] = { singleton: true, requiredVersion: range.replace(/^~/, '^') };
  }
  for (const pkg of WORKSPACE) shared[pkg] = { singleton: true, requiredVersion: '^0.0.0', version: '0.0.0' };
  return shared;
}

module.exports = { mfShared, catalog, ON_DEMAND_SHARED };
