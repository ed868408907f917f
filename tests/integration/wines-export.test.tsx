// @vitest-environment-options {"url": "http://localhost/"}
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../support/render-routes';
import { WINE_STATUSES, WINE_TYPES, type WineListQuery } from '@/api/wines';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { downloadTextFile } from '@/lib/download-file';
import { authApi, referenceApi, winesApi } from '@/state/api';
import { clearSessionAtom, signInAtom } from '@/state/session';
import { store } from '@/state/store';
import { NODE_ADMIN_BASE } from '../../mocks/runtimes/node';
import { setupMockBackend } from '@tests/support/mock-backend';

vi.mock('@/lib/download-file', () => ({ downloadTextFile: vi.fn() }));
// Chakra renders slowly in jsdom on a shared two-core machine; these flows take a few seconds.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8000 });

const { server } = setupMockBackend();
const listRequests: URLSearchParams[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.href.startsWith(`${NODE_ADMIN_BASE}/wines?`)) listRequests.push(url.searchParams);
});

const download = vi.mocked(downloadTextFile);
beforeEach(async () => {
  store.set(signInAtom, await authApi.login({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD }));
  listRequests.length = 0;
  download.mockReset();
});
afterEach(() => store.set(clearSessionAtom));

/** A filter of the seeded catalogue that spans exactly three pages of 100. */
async function threePageFilter(): Promise<{ url: string; query: WineListQuery; total: number }> {
  const countries = (await referenceApi.countries()).map((c) => c.code);
  const candidates: WineListQuery[] = [
    ...WINE_TYPES.flatMap((type) => [{ type }, ...WINE_STATUSES.map((status) => ({ type, status }))]),
    ...countries.flatMap((country) => [{ country }, ...WINE_STATUSES.map((status) => ({ country, status }))]),
  ];
  const seen: number[] = [];
  for (const query of candidates) {
    const { totalElements } = await winesApi.list({ ...query, size: 1 });
    seen.push(totalElements);
    if (totalElements > 200 && totalElements <= 300) {
      return { url: `/wines?${new URLSearchParams(query as Record<string, string>)}`, query, total: totalElements };
    }
  }
  throw new Error(`No type, country or status filter of the seed holds 201–300 wines: ${seen.join(', ')}`);
}

describe('the wines CSV export through the route and the mock backend', () => {
  it('downloads every row of a three-page result, in the list order, with the filters applied', async () => {
    const user = userEvent.setup();
    const { url, query, total } = await threePageFilter();
    renderRoutes(
      [
        {
          path: '/wines',
          id: 'wine-list',
          lazy: () => import('@/app/routes/wines/wine-list'),
          HydrateFallback: () => null,
        },
      ],
      `${url}&sort=vintage,desc`,
    );
    await screen.findByRole('table', { name: 'Wines' });
    expect(screen.getByRole('status').textContent).toContain(`of ${total} wines`);
    listRequests.length = 0;

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText(`Exported ${total} wines.`);

    expect(listRequests.map((p) => Object.fromEntries(p))).toEqual(
      ['0', '1', '2'].map((page) => ({ ...query, page, size: '100', sort: 'vintage,desc' })),
    );
    expect(download).toHaveBeenCalledTimes(1);
    const records = download.mock.calls[0]![1].replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1, -1);
    // Descriptions are not exported, so no record spans lines: one line per wine.
    expect(records).toHaveLength(total);
    const ids = records.map((r) => r.slice(r.lastIndexOf(',') + 1));
    expect(new Set(ids).size).toBe(total);
    const firstPage = await winesApi.list({ ...query, sort: 'vintage,desc', size: 100 });
    expect(ids.slice(0, 100)).toEqual(firstPage.content.map((w) => w.id));
  });

  it('downloads nothing and says which page failed when the server fails mid-way', async () => {
    const user = userEvent.setup();
    const { url } = await threePageFilter();
    renderRoutes(
      [
        {
          path: '/wines',
          id: 'wine-list',
          lazy: () => import('@/app/routes/wines/wine-list'),
          HydrateFallback: () => null,
        },
      ],
      url,
    );
    await screen.findByRole('table', { name: 'Wines' });
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get(`${NODE_ADMIN_BASE}/wines`, ({ request }) =>
        new URL(request.url).searchParams.get('page') === '1'
          ? HttpResponse.json({ status: 503, error: 'Service Unavailable', message: 'Try later' }, { status: 503 })
          : undefined,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(within(alert).getByText(/Page 2 of 3 could not be loaded\. Nothing was downloaded\./)).toBeTruthy(),
    );
    expect(download).not.toHaveBeenCalled();
  });
});
