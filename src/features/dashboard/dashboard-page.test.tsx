import { screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { brandAtom } from '@/state/brand';
import { renderAt } from '@tests/support/render-shell';
import { DashboardPage } from './dashboard-page';
import { CATALOGUE_KEY } from '@tests/support/catalogue-key';

const NOTHING = { system: null, adminFigures: [null, null, null, null], summary: null, lastMonth: null, recent: [] };
const SUMMARY = { admins: 150, publishedWines: 1200, cellars: 300, bottles: 41000, totalValueEur: 2_500_000 };
const USER = { fullName: 'Ava Laurent', email: 'admin@vinotheca.test', role: 'SUPER_ADMIN' } as const;

describe('DashboardPage', () => {
  const original = getDefaultStore().get(brandAtom);
  afterEach(() => getDefaultStore().set(brandAtom, original));

  it('greets with the brand the settings give, not the build’s', async () => {
    getDefaultStore().set(brandAtom, { brandName: 'Cellar Door', companyName: 'Cellar Door GmbH' });
    renderAt('/dashboard', <DashboardPage data={NOTHING} user={USER} />);
    expect(await screen.findByText('Here is the state of the Cellar Door back office.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/, Ava$/);
  });

  it('commits the greeting and the key figures first, then the rest of the page in a render of its own', async () => {
    // What the page showed at each of its commits: the admins figure, and the recent activity below it.
    const commits: { figure: string | null; activity: boolean }[] = [];
    const record = () =>
      commits.push({
        figure: document.querySelector('[data-testid="kpi-admins"]')?.textContent ?? null,
        activity: screen.queryByText('Recent activity') !== null,
      });
    renderAt(
      '/dashboard',
      <Profiler id="dashboard" onRender={record}>
        <DashboardPage data={{ ...NOTHING, summary: SUMMARY }} user={USER} />
      </Profiler>,
    );
    expect(await screen.findByText('Recent activity')).toBeTruthy();
    expect(commits[0]).toEqual({ figure: '150', activity: false });
    expect(commits.at(-1)).toEqual({ figure: '150', activity: true });
  });

  it('speaks French: the greeting, the key figures, the activity, the admins and the system', async () => {
    await setLanguage('fr');
    const { container } = renderAt('/dashboard', <DashboardPage data={{ ...NOTHING, summary: SUMMARY }} user={USER} />);
    expect(await screen.findByText('Activité récente')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^Bon(jour|soir), Ava$/);
    for (const text of ['Vins publiés', 'Caves actives', 'Administrateurs', 'État du système', 'Votre compte']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('region', { name: 'Chiffres clés' })).toBeTruthy();
    const text = container.textContent ?? '';
    expect(text).not.toMatch(CATALOGUE_KEY);
    for (const english of [
      'Good ',
      'Published wines',
      'Recent activity',
      'System status',
      'Signed in as',
      'Total admins',
    ]) {
      expect(text).not.toContain(english);
    }
  });
});
