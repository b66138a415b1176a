import fs from 'node:fs';
import path from 'node:path';
import { RUNTIME_CORE_FOR_REMOTES } from '../../../shell/src/federation/provide-runtime-core';

// Remotes are built with `experiments.externalRuntime` (webpack/create-webpack-config.cjs): their copy of
// @module-federation/runtime reads runtime-core from a global the shell fills (provide-runtime-core.ts)
// with a list of names, not the whole namespace. Both must come from one Module Federation version, and the
// list must hold every name that version's runtime imports.
const ROOT = path.join(__dirname, '../../..');
const SHELL = path.join(ROOT, 'shell');

// The files of @module-federation/runtime a container's bundler runtime imports: its index and the helpers
// and utils modules. `core.js` is the `@module-federation/runtime/core` entry (the whole namespace), which
// no container imports.
const RUNTIME_FILES = ['index.js', 'helpers.js', 'utils.js'];
const IMPORT_FROM_CORE = /import\s*\{([^}]{1,2000})\}\s*from\s*"@module-federation\/runtime-core"/g;

const resolveFromShell = (request: string) => require.resolve(request, { paths: [SHELL] });

function namesTheRuntimeImports(): string[] {
  const dist = path.dirname(resolveFromShell('@module-federation/runtime'));
  const names = new Set<string>();
  for (const file of RUNTIME_FILES) {
    const source = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const match of source.matchAll(IMPORT_FROM_CORE)) {
      for (const name of match[1]!.split(',')) if (name.trim()) names.add(name.trim());
    }
  }
  return [...names].sort();
}

// The exports map hides package.json; it sits one folder above the resolved dist/index.cjs.
function installedVersion(name: string): string {
  const dist = path.dirname(resolveFromShell(`@module-federation/${name}`));
  return (JSON.parse(fs.readFileSync(path.join(dist, '../package.json'), 'utf8')) as { version: string })
    .version;
}

describe('the Module Federation runtime shared by the shell with the remotes', () => {
  test('the shell hands over every name the remote runtime imports from runtime-core', () => {
    const needed = namesTheRuntimeImports();
    expect(needed.length).toBeGreaterThan(10);
    expect(Object.keys(RUNTIME_CORE_FOR_REMOTES).sort()).toEqual(needed);
  });

  test('one pinned version builds every container and provides the runtime', () => {
    const workspace = fs.readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
    const pin = (name: string) =>
      new RegExp(`^  '@module-federation/${name}': (\\S{1,40})$`, 'm').exec(workspace)?.[1];
    expect(pin('enhanced')).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pin('runtime')).toBe(pin('enhanced'));
    expect(pin('runtime-core')).toBe(pin('enhanced'));
    expect(installedVersion('runtime')).toBe(pin('runtime'));
    expect(installedVersion('runtime-core')).toBe(pin('runtime-core'));
  });
});
