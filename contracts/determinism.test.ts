import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generatePact } from '../scripts/contracts-generate.mjs';
import { COMMITTED_PACT_FILE } from './support/pact';

const REGENERATE = 'node scripts/contracts-generate.mjs';

describe('the pact file is deterministic', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('three generations from scratch, in different test orders, are byte-identical to the committed pact', () => {
    const generations = [undefined, 11, 29].map((shuffleSeed) => {
      const dir = mkdtempSync(join(tmpdir(), 'vinotheca-pact-'));
      dirs.push(dir);
      return readFileSync(generatePact({ out: dir, shuffleSeed, quiet: true }));
    });
    const [first, ...rest] = generations;
    for (const other of rest) expect(other.equals(first!), 'two generations differ').toBe(true);
    const committed = readFileSync(COMMITTED_PACT_FILE);
    expect(
      committed.equals(first!),
      `contracts/pacts is not what the consumer tests generate (a stale or edited interaction?): run \`${REGENERATE}\` and commit the result`,
    ).toBe(true);
  }, 90_000);
});
