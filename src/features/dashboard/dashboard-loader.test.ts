import { describe, expect, it, vi } from 'vitest';
import type { Analytics, AnalyticsSummary } from '@/api/analytics';
import type { AuditEvent } from '@/api/audit';
import type { Page } from '@/api/types';
import { createDashboardLoader, RECENT_ACTIVITY_SIZE } from './dashboard-loader';

const summary: AnalyticsSummary = {
  admins: 60,
  publishedWines: 1496,
  cellars: 348,
  bottles: 24000,
  totalValueEur: 987654.32,
};
const page = <T>(content: T[], totalElements: number): Page<T> => ({
  content,
  page: 0,
  size: content.length,
  totalElements,
  totalPages: 1,
});

function deps(overrides: Partial<Parameters<typeof createDashboardLoader>[0]> = {}) {
  return {
    system: { info: vi.fn().mockResolvedValue({ version: '1.0.0', build: { hash: 'abc' } }) },
    users: { list: vi.fn().mockResolvedValue(page([], 60)) },
    analytics: {
      summary: vi.fn().mockResolvedValue(summary),
      get: vi.fn().mockResolvedValue({ period: '30d' } as Analytics),
    },
    audit: { list: vi.fn().mockResolvedValue(page<AuditEvent>([], 0)) },
    ...overrides,
  };
}

describe('the dashboard loader', () => {
  it('loads the summary, the last 30 days, the latest audit events and the admin figures', async () => {
    const d = deps();
    const data = await createDashboardLoader(d)();
    expect(data).toMatchObject({ summary, lastMonth: { period: '30d' }, recent: [], adminFigures: [60, 60, 60, 60] });
    expect(d.analytics.get).toHaveBeenCalledWith('30d');
    expect(d.audit.list).toHaveBeenCalledWith({ page: 0, size: RECENT_ACTIVITY_SIZE, sort: 'at,desc' });
    expect(d.users.list).toHaveBeenCalledWith({ locked: true, page: 0, size: 1 });
  });

  it('empties only the parts that failed', async () => {
    const failing = vi.fn().mockRejectedValue(new Error('down'));
    const data = await createDashboardLoader(
      deps({ analytics: { summary: failing, get: failing }, audit: { list: failing } }),
    )();
    expect(data).toMatchObject({ summary: null, lastMonth: null, recent: null, adminFigures: [60, 60, 60, 60] });
    expect(data.system).not.toBeNull();
  });
});
