import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';

function waitForLine(stream: NodeJS.ReadableStream, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(
      () => reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms:\n${buffer}`)),
      timeoutMs,
    );
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
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'starts on the given port, answers, and shuts down cleanly on %s',
    async (signal) => {
      const child = spawn(process.execPath, ['scripts/mock-server.mjs', '--port', '0', '--quiet'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // A limit for a hang: on two loaded cores a start has taken over 30 s.
      const line = await waitForLine(child.stdout, /on (http:\/\/127\.0\.0\.1:\d+)/, 60_000);
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(line)?.[0] ?? '';
      const res = await fetch(`${url}/api/v1/admin/system/info`);
      expect(res.status).toBe(401);
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill(signal);
      expect(await exited).toBe(0);
    },
    90_000,
  );
});

/** Runs a script to its end: its exit status and everything it printed. */
function runScript(args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (status) => resolve({ status, output }));
  });
}

describe('the scripts’ command lines', () => {
  it.each([
    [['scripts/mock-server.mjs', '--bogus'], "Unknown option '--bogus'"],
    [['scripts/mock-server.mjs', '--scenario', 'nope'], 'Unknown scenario "nope". Known: default, empty, large'],
    [['scripts/mock-server.mjs', '--seed-date', '2026-02-30'], '--seed-date must be a day as YYYY-MM-DD'],
    [['scripts/mock-server.mjs', '--wines', 'many'], '--wines must be a whole number from 0 to 10000, not many'],
    [['scripts/mock-server.mjs', '--admins', 'abc'], '--admins must be a whole number from 7 to 10000, not abc'],
    [['scripts/serve-static.mjs', '--dir', 'no-such-build'], 'No build in'],
    [['scripts/build-demo.mjs', '--bogus'], "Unknown option '--bogus'"],
  ])('%j exits 2 with what is wrong and the usage, no stack trace', async (args, message) => {
    const { status, output } = await runScript(args);
    expect(status).toBe(2);
    expect(output).toContain(message);
    expect(output).toMatch(/-h, --help +this text/);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('--help prints the usage and exits 0', () => {
    const help = spawnSync(process.execPath, ['scripts/mock-server.mjs', '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--admins N');
    expect(help.stdout).toContain('--data-file PATH');
    expect(help.stdout).toContain('--seed-date DAY');
  });

  it('a port already in use is said in a sentence, exit 1, for the mock server and the static host', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      for (const args of [
        ['scripts/mock-server.mjs', '--port', String(port), '--quiet'],
        ['scripts/serve-static.mjs', '--dir', '.', '--port', String(port)],
      ]) {
        const { status, output } = await runScript(args);
        expect(status, args[0]).toBe(1);
        expect(output).toContain(
          `Port ${port} on 127.0.0.1 is already in use: stop what uses it, or choose another with --port.`,
        );
        expect(output).not.toMatch(/\n\s+at /);
      }
    } finally {
      taken.close();
    }
  }, 60_000);
});
