// Writes where a remote's Node build lives into its browser manifest (`metaData.ssrRemoteEntry`), the field
// the Module Federation runtime reads when it runs in Node. The webpack plugin does not write it (Modern.js
// does), so one manifest URL serves both the browser and the page server.
const fs = require('node:fs');

class SsrManifestPlugin {
  /** @param {string} manifestFile the browser build's mf-manifest.json */
  constructor(manifestFile) {
    this.manifestFile = manifestFile;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('SsrManifestPlugin', () => {
      const manifest = JSON.parse(fs.readFileSync(this.manifestFile, 'utf8'));
      manifest.metaData.ssrRemoteEntry = {
        name: 'remoteEntry.js',
        path: 'server/',
        type: 'commonjs-module',
      };
      // Written to a temporary file and renamed: a server reading the manifest never sees half of it.
      const staging = `${this.manifestFile}.tmp`;
      fs.writeFileSync(staging, JSON.stringify(manifest));
      fs.renameSync(staging, this.manifestFile);
    });
  }
}

module.exports = { SsrManifestPlugin };
