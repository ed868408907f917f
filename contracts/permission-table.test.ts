import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERMISSION_TABLE, REWRITE_COMMAND, tableIn } from './support/api-reference-tables';

const README = readFileSync(new URL('./README.md', import.meta.url), 'utf8');

describe('the API reference', () => {
  it('lists for every endpoint the roles that may call it, exactly as the permission model says', () => {
    expect(
      tableIn(README, PERMISSION_TABLE),
      `Stale: run ${REWRITE_COMMAND} (npm run contracts:generate runs it too) and commit contracts/README.md`,
    ).toBe(PERMISSION_TABLE.make());
  });
});
