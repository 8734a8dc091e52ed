import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/<file>` (`chunks.json` for the desk's build, `field-chunks.json` for the field
 * page's): every JS chunk with its static imports, its CSS, the page it is the entry of
 * (`index.html`, `field.html`) and the source modules in it (path relative to the repository → rendered bytes, before minifying). The manifest names only chunks that begin at a
 * module; a screen merged into a shared chunk (experimentalMinChunkSize) is found here instead.
 * scripts/budget.mjs reads it.
 */
export function chunkMap(file: string): Plugin {
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
          ...(out.isEntry && out.facadeModuleId ? { page: path.basename(out.facadeModuleId) } : {}),
          imports: out.imports,
          css: [...(out.viteMetadata?.importedCss ?? [])],
          modules: Object.fromEntries(
            Object.entries(out.modules)
              .filter(([id, m]) => !id.startsWith('\0') && m.renderedLength > 0)
              .map(([id, m]) => [path.relative(root, id.split('?')[0] ?? id), m.renderedLength]),
          ),
        };
      }
      this.emitFile({ type: 'asset', fileName: `.vite/${file}`, source: JSON.stringify(chunks) });
    },
  };
}
