// Writes `startup-scripts.json` beside the shell's main.js: every script file main.js loads before it can
// start, i.e. the chunks of the shared modules the shell provides *with* the chunks they depend on (the
// manifest lists only each shared module's own chunk, so wouter, split out of @trippy/router, would be
// found only after main.js ran). The page server preloads them from the head. Shared modules loaded on demand
// (ON_DEMAND_SHARED) are left out.
const { sources } = require('webpack');
const { ON_DEMAND_SHARED } = require('./mf-shared.cjs');

const FILE = 'startup-scripts.json';

class StartupScriptsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupScriptsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set();
          for (const module of compilation.modules) {
            if (module.constructor.name !== 'ProvideSharedModule') continue;
            if (ON_DEMAND_SHARED.includes(module._name)) continue;
            for (const block of module.blocks) {
              const group = compilation.chunkGraph.getBlockChunkGroup(block);
              for (const chunk of group ? group.chunks : []) {
                for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
              }
            }
          }
          compilation.emitAsset(FILE, new sources.RawSource(JSON.stringify([...files].sort())));
        },
      );
    });
  }
}

module.exports = { StartupScriptsPlugin, STARTUP_SCRIPTS_FILE: FILE };
