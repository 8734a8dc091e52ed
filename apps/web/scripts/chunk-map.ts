import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/chunks.json`: every JS chunk with its static imports, its CSS and the source
 * modules in it (path relative to the repository → rendered bytes, before minifying). The manifest names only chunks that begin at a
 * module; a screen merged into a shared chunk (experimentalMinChunkSize) is found here instead.
 * scripts/budget.mjs reads it.
 */
export function chunkMap(): Plugin {
  let root = '';
  return {
    name: 'mashaer:chunk-map',
    apply: 'build',
    configResolved(config) {
      root = path.resolve(config.root, '../..');
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, unknown> = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        chunks[out.fileName] = {
          isEntry: out.isEntry,
          imports: out.imports,
          css: [...(out.viteMetadata?.importedCss ?? [])],
          modules: Object.fromEntries(
            Object.entries(out.modules)
              .filter(([id, m]) => !id.startsWith('\0') && m.renderedLength > 0)
              .map(([id, m]) => [path.relative(root, id.split('?')[0] ?? id), m.renderedLength]),
          ),
        };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks) });
    },
  };
}
