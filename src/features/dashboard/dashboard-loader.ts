import type { Analytics, AnalyticsApi, AnalyticsSummary } from '@/api/analytics';
import type { AuditApi, AuditEvent } from '@/api/audit';
import type { SystemInfo } from '@/api/system';
import type { UserListQuery, UsersApi } from '@/api/users';
import { USER_LIST } from '@/api/users';
import { PATHS } from '@/config/paths';
import type { MessageKey } from '@/lib/i18n';

/** How many audit events "Recent activity" shows. */
export const RECENT_ACTIVITY_SIZE = 6;

/** Each admin figure is the total of a one-row list query, so it always matches what the users list shows. */
export const ADMIN_FIGURES: { key: string; label: MessageKey; query: UserListQuery; href: string }[] = [
  { key: 'total', label: 'dashboard.admins.total', query: {}, href: PATHS.users },
  {
    key: 'active',
    label: 'dashboard.admins.active',
    query: { active: true },
    href: USER_LIST.linkTo(PATHS.users, { status: 'active' }),
  },
  {
    key: 'locked',
    label: 'dashboard.admins.locked',
    query: { locked: true },
    href: USER_LIST.linkTo(PATHS.users, { status: 'locked' }),
  },
  {
    key: 'pending2fa',
    label: 'dashboard.admins.pending2fa',
    query: { twoFactorEnabled: false },
    href: USER_LIST.linkTo(PATHS.users, { twoFactor: 'pending' }),
  },
];

/** What the dashboard shows; each part is null when it could not be loaded (the rest still shows). */
export interface DashboardData {
  system: SystemInfo | null;
  adminFigures: (number | null)[];
  summary: AnalyticsSummary | null;
  lastMonth: Analytics | null;
  recent: AuditEvent[] | null;
}

export interface DashboardLoaderDeps {
  system: { info: () => Promise<SystemInfo> };
  users: Pick<UsersApi, 'list'>;
  analytics: Pick<AnalyticsApi, 'get' | 'summary'>;
  audit: Pick<AuditApi, 'list'>;
}

const orNull = <T>(call: Promise<T>): Promise<T | null> => call.catch(() => null);

/** Loads every part of the dashboard at once; a failed part only empties its card. */
export function createDashboardLoader({ system, users, analytics, audit }: DashboardLoaderDeps) {
  return async function loader(): Promise<DashboardData> {
    const [info, summary, lastMonth, recent, ...adminFigures] = await Promise.all([
      orNull(system.info()),
      orNull(analytics.summary()),
      orNull(analytics.get('30d')),
      orNull(audit.list({ page: 0, size: RECENT_ACTIVITY_SIZE, sort: 'at,desc' }).then((page) => page.content)),
      ...ADMIN_FIGURES.map((f) =>
        orNull(users.list({ ...f.query, page: 0, size: 1 }).then((page) => page.totalElements)),
      ),
    ]);
    return { system: info, summary, lastMonth, recent, adminFigures };
  };
}
