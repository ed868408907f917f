import { ENDPOINT_PERMISSIONS } from '@/api/endpoints';
import { PERMISSIONS, type Permission } from '@/api/permissions';
import { ADMIN_ROLES } from '@/api/types';

/** The API reference's roles × endpoints table, made from the permission model (src/api/permissions.ts). */
export function permissionTable(): string {
  const header = `| Endpoint | Permission | ${ADMIN_ROLES.join(' | ')} |`;
  const rule = `|---|---|${ADMIN_ROLES.map(() => '---').join('|')}|`;
  const rows = Object.entries(ENDPOINT_PERMISSIONS).map(([endpoint, need]) => {
    const cells = ADMIN_ROLES.map((role) => {
      if (need === 'public') return 'anyone';
      if (need === 'setup') return '✓ (setup-only token too)';
      return (PERMISSIONS[need as Permission] as readonly string[]).includes(role) ? '✓' : '—';
    });
    return `| \`${endpoint}\` | ${need} | ${cells.join(' | ')} |`;
  });
  return [header, rule, ...rows].join('\n');
}
