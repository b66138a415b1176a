import { spawnSync } from 'node:child_process';
import path from 'node:path';

const E2E_DIR = path.resolve(__dirname, '../../e2e');
const SITE_SERVER = path.join(E2E_DIR, 'src/harness/site-server.ts');

// The browser suite's server is unreferenced (it never holds Jest open). Its teardown waited for the server's
// exit on an empty event loop, so Node quit in the middle with code 0 and a failed browser run passed CI.
test('stopping the unreferenced site server keeps Node running until the server has exited', () => {
  const script = `
    const { spawn } = require('node:child_process');
    const { stopProcess } = require(${JSON.stringify(SITE_SERVER)});
    // Like the server, it takes a moment to shut down after SIGTERM.
    const server = "process.on('SIGTERM', () => setTimeout(() => process.exit(0), 300)); setInterval(() => {}, 1000)";
    const child = spawn(process.execPath, ['-e', server], { stdio: 'ignore' });
    child.unref();
    // Stopped once it is up (its SIGTERM handler in place).
    setTimeout(() => stopProcess(child).then(() => { process.exitCode = 3; }), 500);
  `;
  const run = spawnSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], {
    cwd: E2E_DIR,
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 3, stderr: '' });
});
