import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:route-names';

/**
 * `virtual:route-names`: the `routes` part of every feature's Arabic dictionary (the names the
 * sidebar, the breadcrumb, the title and the search box show on any screen), so the entry carries
 * those alone; the rest of a feature's strings load with its first screen (src/i18n/dictionaries.ts).
 */
export function routeNames(): Plugin {
  const features = path.resolve(import.meta.dirname, '../src/features');
  return {
    name: 'route-names',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const out: Record<string, { routes: unknown }> = {};
      for (const feature of fs.readdirSync(features).sort()) {
        const file = path.join(features, feature, 'i18n', 'ar.json');
        if (!fs.existsSync(file)) continue;
        this.addWatchFile(file);
        for (const [ns, strings] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')))) {
          const routes = (strings as { routes?: unknown }).routes;
          if (routes) out[ns] = { routes };
        }
      }
      return `export default ${JSON.stringify(out)};`;
    },
  };
}
