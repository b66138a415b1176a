import { defineConfig } from 'tsup';

/**
 * Bundles the server, the seed, the backup and the staff:create CLIs; workspace TypeScript packages are
 * bundled, npm packages stay external: those of the bundled workspace packages too (@trippy/page-server's
 * piscina finds its worker file beside its own code only), so api/package.json lists them.
 */
export default defineConfig({
  entry: ['src/server.ts', 'src/seed.ts', 'src/backup.ts', 'src/staff-create.ts'],
  format: ['cjs'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@trippy\//],
  external: [/^(?!@trippy\/)[^./]/],
});
