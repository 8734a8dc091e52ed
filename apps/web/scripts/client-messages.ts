import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// By path, not by the package name: the config's bundler then compiles the contract's TypeScript.
import { MESSAGES, PLURAL_SUFFIX } from '../../../packages/contract/src/messages';

const ID = 'virtual:client-messages';

/** The source files whose string literals may be message keys the browser shows. */
function sources(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sources(p, out);
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !/messages\.ts$/.test(e.name))
      out.push(p);
  }
  return out;
}

/**
 * `virtual:client-messages`: the part of the server's message dictionary (the contract's MESSAGES,
 * 758 keys, 24 kB gzip in both languages) that the browser can show, in both languages: every key
 * written as a literal in the contract's schemas and workflows or in the web's code (the messages
 * zod checks emit on a form, the status labels, the file and validation texts), with its plural
 * forms. The server's own texts (notifications, SMS, refusals it translates itself) stay out: the
 * login route carried them all. No key is assembled at run time on the web (the contract's
 * `runtimeKey` is the server's), so the literals are the whole set; a key missing here shows as the key.
 */
export function clientMessages(): Plugin {
  const root = path.resolve(import.meta.dirname, '../../..');
  const dirs = [path.join(root, 'packages/contract/src'), path.join(root, 'apps/web/src')];
  return {
    name: 'client-messages',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const literals = new Set<string>();
      for (const file of dirs.flatMap((d) => sources(d))) {
        this.addWatchFile(file);
        for (const m of fs.readFileSync(file, 'utf8').matchAll(/['"`]([a-z][\w]*(?:\.[\w]+)+)['"`]/g))
          literals.add(m[1] as string);
      }
      const keys = Object.keys(MESSAGES.ar).filter(
        (k) => literals.has(k) || literals.has(k.replace(PLURAL_SUFFIX, '')),
      );
      const pick = (dict: Record<string, string>) => Object.fromEntries(keys.map((k) => [k, dict[k] ?? '']));
      return `export default ${JSON.stringify({ ar: pick(MESSAGES.ar), en: pick({ ...MESSAGES.ar, ...MESSAGES.en }) })};`;
    },
  };
}
