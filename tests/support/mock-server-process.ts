import { spawn, type ChildProcess } from 'node:child_process';
import { DEMO_PASSWORD } from '../../src/config/demo-accounts';

/** `npm run mock:server` in a process of its own, on a free port: its URL, and what it printed. */
export interface MockServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string | null>;
}

export function startMockServerProcess(args: string[], timeoutMs = 60_000): Promise<MockServerProcess> {
  const child = spawn(process.execPath, ['scripts/mock-server.mjs', '--port', '0', '--quiet', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the mock server did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url && /Data dated .*\n/.test(output)) {
        clearTimeout(timer);
        resolve({ child, url, output: () => output, exited });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the mock server exited (${code}) before it started:\n${output}`));
    });
  });
}

/** Runs the server's command line to its end: the exit code and everything it printed. */
export async function runMockServerToEnd(args: string[]): Promise<{ code: number | string | null; output: string }> {
  const child = spawn(process.execPath, ['scripts/mock-server.mjs', '--port', '0', '--quiet', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | string | null>((resolve) =>
    child.on('exit', (status, signal) => resolve(status ?? signal)),
  );
  return { code, output };
}

export async function signInOver(url: string, email = 'admin@vinotheca.test'): Promise<string> {
  const res = await fetch(`${url}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Creates an editor over HTTP: the answer's status. */
export async function createAdminOver(url: string, token: string, email: string): Promise<number> {
  const res = await fetch(`${url}/api/v1/admin/users`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Team Member',
      email,
      role: 'EDITOR',
      active: true,
      password: 'Cellar-Door-2026!',
    }),
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * Twenty clients (or `clients`) at once for `durationMs`, each in turn reading a users page and
 * creating an admin with an address of its own: the created addresses, every status seen, and the
 * time each read and write took.
 */
export async function teamLoad(
  url: string,
  token: string,
  { clients = 20, durationMs, tag }: { clients?: number; durationMs: number; tag: string },
): Promise<{ created: string[]; statuses: number[]; readMs: number[]; writeMs: number[]; errors: number }> {
  const created: string[] = [];
  const statuses: number[] = [];
  const readMs: number[] = [];
  const writeMs: number[] = [];
  let errors = 0;
  const until = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; performance.now() < until; i++) {
        try {
          let started = performance.now();
          const read = await fetch(`${url}/api/v1/admin/users?size=20&page=${i % 5}`, {
            headers: { Authorization: `Bearer ${token}` },
          });
          await read.arrayBuffer();
          readMs.push(performance.now() - started);
          statuses.push(read.status);
          const email = `${tag}.${client}.${i}@vinotheca.test`;
          started = performance.now();
          const status = await createAdminOver(url, token, email);
          writeMs.push(performance.now() - started);
          statuses.push(status);
          if (status === 201) created.push(email);
        } catch {
          // The server went away (a kill -9 on purpose): this client stops.
          errors += 1;
          return;
        }
      }
    }),
  );
  return { created, statuses, readMs, writeMs, errors };
}
