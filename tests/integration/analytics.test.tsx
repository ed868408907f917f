// @vitest-environment-options {"url": "http://localhost/"}
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../support/render-routes';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { WINE_TYPES } from '@/api/wines';
import { authApi, winesApi } from '@/state/api';
import { clearSessionAtom, signInAtom } from '@/state/session';
import { store } from '@/state/store';
import { NODE_ADMIN_BASE } from '../../mocks/runtimes/node';
import { setupMockBackend } from '@tests/support/mock-backend';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8000 });

const { server } = setupMockBackend();
const periods: (string | null)[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.href.startsWith(`${NODE_ADMIN_BASE}/analytics?`) || url.href === `${NODE_ADMIN_BASE}/analytics`)
    periods.push(url.searchParams.get('period'));
});

beforeEach(async () => {
  store.set(signInAtom, await authApi.login({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD }));
  periods.length = 0;
});
afterEach(() => store.set(clearSessionAtom));

const TITLES = [
  'Wines by type',
  'Wines by country',
  'Vintage distribution',
  'Cellar fill rates',
  'Bottles and value by type',
  'Catalogue growth',
  'Admin sign-ins per day',
];

function renderAt(url: string) {
  return renderRoutes(
    [
      {
        path: '/analytics',
        id: 'analytics',
        lazy: () => import('@/app/routes/analytics'),
        HydrateFallback: () => null,
      },
    ],
    url,
  );
}

describe('the Analytics screen through its route and the mock backend', () => {
  it('draws the seven charts, each a named figure with a text alternative', async () => {
    renderAt('/analytics');
    for (const title of TITLES) {
      const figure = await screen.findByRole('figure', { name: title });
      expect(within(figure).getByRole('img').getAttribute('aria-label')).toMatch(/^(Bar|Line) chart of /);
      expect(within(figure).getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    }
    expect(periods).toEqual(['12m']);
  });

  it('shows a chart’s data table, whose counts agree with the published wines list', async () => {
    const user = userEvent.setup();
    renderAt('/analytics');
    const figure = await screen.findByRole('figure', { name: 'Wines by type' });
    const toggle = within(figure).getByRole('button', { name: 'Show data table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(within(figure).getByRole('button', { name: 'Hide data table' }).getAttribute('aria-expanded')).toBe('true');
    const table = within(figure).getByRole('table');
    expect(within(table).getByText(/^Wines by type: /)).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(WINE_TYPES.length);
    const red = rows.find((row) => within(row).queryByRole('rowheader', { name: 'Red' }));
    const listed = (await winesApi.list({ type: 'RED', status: 'PUBLISHED', size: 1 })).totalElements;
    expect(red?.textContent).toBe(`Red${new Intl.NumberFormat('en').format(listed)}`);
  });

  it('keeps the period in the URL and loads that period', async () => {
    const user = userEvent.setup();
    const router = renderAt('/analytics?period=bogus');
    const select = await screen.findByRole('combobox', { name: 'Period' });
    expect((select as HTMLSelectElement).value).toBe('12m');
    await user.selectOptions(select, '30d');
    await waitFor(() => expect(router.state.location.search).toBe('?period=30d'));
    await waitFor(() => expect(periods).toEqual(['12m', '30d']));
    const figure = await screen.findByRole('figure', { name: 'Admin sign-ins per day' });
    await waitFor(() =>
      expect(within(figure).getByRole('img').getAttribute('aria-label')).toMatch(/, 30 points from /),
    );
  });
});
