import { ensureBuilt, startServer, type ServerProcess } from './helpers/server-process';

/**
 * The built server's per-request log lines: on by default (a single server has no other access log), off with
 * LOG_REQUESTS=false (behind nginx, whose access log has each request with its id), the rest of the log kept.
 */

async function logAfterRequests(env: Record<string, string>): Promise<string> {
  const server: ServerProcess = await startServer({ DATA_DIR: 'memory://', ...env }, 60_000);
  try {
    const answers = await Promise.all(
      ['/health/live', '/api/no-such-route'].map((path) =>
        fetch(`${server.url}${path}`, { headers: { 'x-request-id': `probe-${path.length}` } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 404]);
    // Lines are written as the answers finish: give the pipe a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return server.output();
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

describe('per-request log lines', () => {
  beforeAll(() => ensureBuilt(), 120_000);

  it('are written by default, with the request id', async () => {
    const log = await logAfterRequests({});
    expect(log).toMatch(/"reqId":"probe-12".*"msg":"request completed"/);
    expect(log).toMatch(/"reqId":"probe-18".*"msg":"request completed"/);
    expect(log).toContain('"msg":"incoming request"');
  }, 90_000);

  it('are left out with LOG_REQUESTS=false, and the server still logs', async () => {
    const log = await logAfterRequests({ LOG_REQUESTS: 'false' });
    expect(log).toContain('Server listening at');
    expect(log).not.toContain('request completed');
    expect(log).not.toContain('incoming request');
    expect(log).not.toContain('probe-');
  }, 90_000);
});
