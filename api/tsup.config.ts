import { defineConfig } from 'tsup';

/** Bundles the server, the seed, the backup and the staff:create CLIs; workspace TypeScript packages are bundled, npm packages stay external. */
export default defineConfig({
  entry: ['src/server.ts', 'src/seed.ts', 'src/backup.ts', 'src/ssr-worker.ts', 'src/staff-create.ts'],
  format: ['cjs'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@trippy\//],
});
