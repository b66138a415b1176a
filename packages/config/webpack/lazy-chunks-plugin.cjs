// Writes into a remote's mf-manifest.json (`metaData.lazyChunks`) the files of each named lazy chunk (a page
// imported with `webpackChunkName`): its CSS with that of everything it imports lazily in turn, and its own
// scripts. The manifest lists an exposed module's async CSS as one list; with this map the page server leaves
// out the CSS of the pages that did not render (and preloads the code of those that did).
const { sources } = require('webpack');

const MANIFEST = 'mf-manifest.json';
const EXPOSE_PREFIX = '__federation_expose_';

/** The files of a chunk group's chunks with the given extension. */
function filesOf(groups, extension) {
  const files = new Set();
  for (const group of groups)
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (file.endsWith(extension)) files.add(file);
  return [...files].sort();
}

/** A chunk group and every group it loads lazily, however deep. */
function withDescendants(group) {
  const seen = new Set([group]);
  const queue = [group];
  while (queue.length > 0) {
    for (const child of queue.shift().getChildren()) {
      if (seen.has(child)) continue;
      seen.add(child);
      queue.push(child);
    }
  }
  return [...seen];
}

class LazyChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LazyChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the Module Federation manifest plugin emitted the manifest (OPTIMIZE_TRANSFER).
        { name: 'LazyChunksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) return;
          const lazyChunks = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (group.isInitial() || name.startsWith(EXPOSE_PREFIX)) continue;
            lazyChunks[name] = { css: filesOf(withDescendants(group), '.css'), js: filesOf([group], '.js') };
          }
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.metaData.lazyChunks = lazyChunks;
          compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

module.exports = { LazyChunksPlugin };
