import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every production source file below `dir` (tests and test support excluded). */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

/** The module specifiers a file imports, statically or with `import()`. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
}

describe('the layers of the repository', () => {
  it('the app imports one module of mocks/: its front door', () => {
    const reached = sourceFiles('src').flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.includes('mocks/'))
        .map((spec) => `${relative(root, join(root, file))} → ${spec}`),
    );
    expect(reached).toEqual(['src/main.tsx → ../mocks/start-mock-backend']);
  });
});
