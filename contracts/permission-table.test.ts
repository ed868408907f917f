import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { permissionTable } from './support/permission-table';

const README = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
const START =
  '<!-- permission table: made from src/api/permissions.ts, checked by contracts/permission-table.test.ts -->';
const END = '<!-- end of permission table -->';

describe('the API reference', () => {
  it('lists for every endpoint the roles that may call it, exactly as the permission model says', () => {
    const documented = README.slice(README.indexOf(START) + START.length, README.indexOf(END)).trim();
    expect(README.includes(START) && README.includes(END)).toBe(true);
    expect(documented).toBe(permissionTable());
  });
});
