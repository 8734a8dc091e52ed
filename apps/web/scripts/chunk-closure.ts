import type { OutputBundle, OutputChunk } from 'rollup';

/**
 * A build's JS chunks, and what a chunk needs when it loads: its file, its CSS and, through its
 * static imports, theirs (`add` fills a set; a chunk already in it is not walked again).
 * `entryOf('field.html')`: the entry chunk of that page of the build (`index.html`: the desk's).
 */
export function chunkClosure(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const byFile = (f: string) => chunks.find((o) => o.fileName === f);
  const entryOf = (html: string) => chunks.find((o) => o.isEntry && isPage(o.facadeModuleId, html));
  const add = (c: OutputChunk | undefined, into: Set<string>) => {
    if (!c || into.has(c.fileName)) return;
    into.add(c.fileName);
    for (const css of c.viteMetadata?.importedCss ?? []) into.add(css);
    for (const dep of c.imports) add(byFile(dep), into);
  };
  return { chunks, entryOf, add };
}

/** Whether a chunk's facade module is the page `html` (a file name beside vite.config.ts). */
const isPage = (facade: string | null | undefined, html: string) =>
  Boolean(facade && (facade === html || facade.endsWith(`/${html}`)));
