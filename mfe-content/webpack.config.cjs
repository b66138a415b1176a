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
  const config = base(env, argv);
  config.module.rules.push({ test: /\.md$/, type: 'asset/source' });
  return config;
};
