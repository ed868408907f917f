import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const API = 'src/api';

/** The production modules of src/api, relative to it ('users.ts'). */
function apiModules(): string[] {
  return readdirSync(join(root, API), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file))
    .sort();
}

/**
 * The modules of src/api a module imports: `import`, `import type`, `export … from` and `import()`
 * alike, as ESLint's import-x/no-cycle (4.6) does not follow type imports.
 */
function apiImportsOf(module: string): string[] {
  const text = readFileSync(join(root, API, module), 'utf8');
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^import\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]/g),
  ].map((match) => match[1] ?? '');
  const targets = specifiers.flatMap((specifier) => {
    let path: string;
    if (specifier.startsWith('@/api/')) path = specifier.slice('@/api/'.length);
    else if (specifier.startsWith('.')) path = normalize(join(dirname(module), specifier));
    else return [];
    const file = [`${path}.ts`, `${path}.tsx`, join(path, 'index.ts')].find((candidate) =>
      existsSync(join(root, API, candidate)),
    );
    return file ? [file] : [];
  });
  return [...new Set(targets)];
}

/** The cycles a depth-first walk meets (one at least wherever there is any), each from and back to its first module. */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (module: string) => {
    const at = path.indexOf(module);
    if (at >= 0) {
      cycles.push([...path.slice(at), module]);
      return;
    }
    if (done.has(module)) return;
    path.push(module);
    for (const next of graph.get(module) ?? []) visit(next);
    path.pop();
    done.add(module);
  };
  for (const module of graph.keys()) visit(module);
  return cycles;
}

const graph = new Map(apiModules().map((module) => [module, apiImportsOf(module)]));

describe('the imports of src/api', () => {
  it('are read, type imports included', () => {
    expect(graph.get('types.ts')).toContain('wire-schemas.ts');
    expect(graph.get('users.ts')).toEqual(expect.arrayContaining(['list-spec.ts', 'wire-enums.ts', 'call.ts']));
    expect(graph.get('call.ts')).toContain(join('endpoints', 'index.ts'));
  });

  it('form no cycle, even counting `import type` (wire-schemas.ts takes its enums from wire-enums.ts)', () => {
    expect(cyclesOf(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
