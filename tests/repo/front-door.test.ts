import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('the front door', () => {
  it('the README reads in five minutes: at most 200 lines and 15 KB, the two commands in it', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(15 * 1024);
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
  });

  it('.env.example lists every VITE_ variable the build reads, and no other', () => {
    const listed = [...read('.env.example').matchAll(/^(VITE_[A-Z_]+)=/gm)].map((m) => m[1]).sort();
    const read_ = new Set(
      ['src/config/env.ts', 'vite.config.ts'].flatMap((file) =>
        [...read(file).matchAll(/\b(VITE_[A-Z_]+)\b/g)].map((m) => m[1]),
      ),
    );
    expect(listed).toEqual([...read_].sort());
  });

  it('package.json, LICENSE and .nvmrc agree: MIT, Node 24', () => {
    const pkg = JSON.parse(read('package.json')) as { license: string; engines: { node: string } };
    expect(pkg.license).toBe('MIT');
    expect(read('LICENSE')).toMatch(/^MIT License/);
    expect(pkg.engines.node).toBe('>=24 <25');
    expect(read('.nvmrc').trim()).toBe('24');
  });
});
