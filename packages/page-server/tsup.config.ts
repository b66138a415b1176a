import { defineConfig } from 'tsup';

/**
 * The page server's own build: main.js (a page server process of its own) and render-worker.js (the render
 * threads, also used when the API hosts the page server in its process). Workspace packages are bundled,
 * npm packages stay external.
 */
export default defineConfig({
  entry: ['src/main.ts', 'src/render-worker.ts'],
  format: ['cjs'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@trippy\//],
});
