import { endpointTable } from './endpoint-table';
import { permissionTable } from './permission-table';

/** A table of contracts/README.md made from the code, between two HTML comments. */
export interface GeneratedTable {
  start: string;
  end: string;
  make: () => string;
}

/** The command that rewrites them. */
export const REWRITE_COMMAND = 'node scripts/api-reference-generate.mjs';

export const PERMISSION_TABLE: GeneratedTable = {
  start:
    '<!-- permission table: made from src/api/endpoints/ and src/api/permissions.ts, checked by contracts/permission-table.test.ts -->',
  end: '<!-- end of permission table -->',
  make: permissionTable,
};

export const ENDPOINT_TABLE: GeneratedTable = {
  start: '<!-- endpoint table: made from src/api/endpoints/, checked by contracts/endpoint-table.test.ts -->',
  end: '<!-- end of endpoint table -->',
  make: endpointTable,
};

const TABLES = [PERMISSION_TABLE, ENDPOINT_TABLE];

/** The table as the README holds it between its markers (trimmed), or null when a marker is missing. */
export function tableIn(readme: string, table: GeneratedTable): string | null {
  const start = readme.indexOf(table.start);
  const end = readme.indexOf(table.end);
  if (start < 0 || end < start) return null;
  return readme.slice(start + table.start.length, end).trim();
}

/** The README with every table made afresh between its markers. */
export function withTablesMade(readme: string): string {
  let text = readme;
  for (const table of TABLES) {
    const start = text.indexOf(table.start);
    const end = text.indexOf(table.end);
    if (start < 0 || end < start) throw new Error(`contracts/README.md has no ${table.start} … ${table.end}`);
    text = `${text.slice(0, start + table.start.length)}\n${table.make()}\n${text.slice(end)}`;
  }
  return text;
}
