import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const TEXT = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes `.gz` and `.br` beside every text file of the build. The API serves them (fastify-static
 * `preCompressed`) without compressing per request: the app's JavaScript is about a third of its
 * size gzipped, which is most of the first load on a slow link.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mashaer:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (fs.readdirSync(outDir, { recursive: true }) as string[])
        .filter((f) => TEXT.test(f) && !f.startsWith('.vite'))
        .map((f) => path.join(outDir, f));
      await Promise.all(
        files.map(async (file) => {
          const data = fs.readFileSync(file);
          if (data.length < 1024) return;
          const [gz, br] = await Promise.all([
            gzip(data, { level: 9 }),
            brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          ]);
          fs.writeFileSync(`${file}.gz`, gz);
          fs.writeFileSync(`${file}.br`, br);
        }),
      );
    },
  };
}
