import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_KEYS } from '@/api/endpoints';
import { ENDPOINT_TABLE, REWRITE_COMMAND, tableIn, withTablesMade } from './support/api-reference-tables';

const README = readFileSync(new URL('./README.md', import.meta.url), 'utf8');

describe('the API reference', () => {
  it('lists every endpoint as it is declared: who may call it, what it does and answers, its errors', () => {
    expect(
      tableIn(README, ENDPOINT_TABLE),
      `Stale: run ${REWRITE_COMMAND} (npm run contracts:generate runs it too) and commit contracts/README.md`,
    ).toBe(ENDPOINT_TABLE.make());
  });

  it('has a row per declared endpoint', () => {
    expect(ENDPOINT_TABLE.make().split('\n')).toHaveLength(ENDPOINT_KEYS.length + 2);
  });

  it('is rewritten in place by the script, the rest of the README as it was', () => {
    expect(withTablesMade(README)).toBe(README);
  });
});
