import { defineConfig } from 'tsup';

/** Bundles the server, the seed and the backup CLIs; workspace TypeScript packages are bundled, npm packages stay external. */
export default defineConfig({
  entry: ['src/server.ts', 'src/seed.ts', 'src/backup.ts', 'src/ssr-worker.ts'],
  format: ['cjs'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@trippy\//],
});
