const { createWebpackConfig } = require('@trippy/config/webpack');

const base = createWebpackConfig({
  dir: __dirname,
  name: 'content',
  port: 3005,
  exposes: {
    './app': './src/exposes/app.tsx',
    './lead-modal': './src/exposes/lead-modal.tsx',
    './send-query': './src/exposes/send-query.tsx',
  },
});

/** Blog posts are Markdown files imported as text (src/content/blog/*.md). */
module.exports = (env, argv) => {
  const configs = base(env, argv);
  for (const config of [configs].flat()) config.module.rules.push({ test: /\.md$/, type: 'asset/source' });
  return configs;
};
