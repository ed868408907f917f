import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function waitForLine(stream: NodeJS.ReadableStream, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms:\n${buffer}`)), timeoutMs);
    stream.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = pattern.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    });
  });
}

describe('npm run mock:server', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)('starts on the given port, answers, and shuts down cleanly on %s', async (signal) => {
    const child = spawn(process.execPath, ['scripts/mock-server.mjs', '--port', '0', '--quiet'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const line = await waitForLine(child.stdout, /on (http:\/\/127\.0\.0\.1:\d+)/, 30_000);
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(line)?.[0] ?? '';
    const res = await fetch(`${url}/api/v1/admin/system/info`);
    expect(res.status).toBe(401);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill(signal);
    expect(await exited).toBe(0);
  }, 60_000);
});
