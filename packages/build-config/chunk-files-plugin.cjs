/**
 * Writes `chunk-files.json` (see `chunkFilesName` of @site/contracts/rendering) into the browser
 * build: for each chunk group named by a `webpackChunkName` comment, the script files the browser
 * fetches to run it (its own and any split-off chunk it needs), relative to the build's public
 * path. The remote's server build reads it to preload a screen's code with the first HTML.
 */
const { sources } = require('webpack');

class ChunkFilesPlugin {
  /** @param {{ fileName: string }} options */
  constructor({ fileName }) {
    this.fileName = fileName;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying and the real content hashes (which rename files), so the names are
        // final; before compression, so the file is compressed like its neighbours.
        {
          name: 'ChunkFilesPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1,
        },
        () => {
          const files = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (group.isInitial()) continue; // entry points are loaded by their own script tags
            files[name] = group.chunks
              .flatMap((chunk) => [...chunk.files])
              .filter((file) => file.endsWith('.js'))
              .sort();
          }
          compilation.emitAsset(
            this.fileName,
            new sources.RawSource(`${JSON.stringify(files, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { ChunkFilesPlugin };
