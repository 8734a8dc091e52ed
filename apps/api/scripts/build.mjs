// Bundles the API (and the contract it imports as TypeScript) into dist/server.mjs.
// Packages from node_modules stay external: PGlite ships WASM files next to its code.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@mashaer/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log('api built: dist/server.mjs');
