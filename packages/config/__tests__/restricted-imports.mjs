// Lints snippets with the workspace's ESLint config through ESLint's Node API, in its own process (Jest's
// module sandbox cannot load the ES module config). stdin: [{ code, filePath }] with filePath relative to the
// repository; stdout: the no-restricted-imports and no-restricted-syntax messages of each snippet.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfigFile: path.join(repoRoot, 'packages/config/eslint.config.mjs'),
});

let input = '';
for await (const chunk of process.stdin) input += chunk;
const snippets = JSON.parse(input);
const results = [];
for (const { code, filePath } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${filePath}: ${fatal.message}`);
  const restricted = ['no-restricted-imports', 'no-restricted-syntax'];
  results.push(result.messages.filter((m) => restricted.includes(m.ruleId)).map((m) => m.message));
}
process.stdout.write(JSON.stringify(results));
