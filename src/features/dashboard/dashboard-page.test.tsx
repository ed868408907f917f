import { screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { brandAtom } from '@/state/brand';
import { renderAt } from '@tests/support/render-shell';
import { DashboardPage } from './dashboard-page';

const NOTHING = { system: null, adminFigures: [null, null, null, null], summary: null, lastMonth: null, recent: [] };

describe('DashboardPage', () => {
  const original = getDefaultStore().get(brandAtom);
  afterEach(() => getDefaultStore().set(brandAtom, original));

  it('greets with the brand the settings give, not the build’s', async () => {
    getDefaultStore().set(brandAtom, { brandName: 'Cellar Door', companyName: 'Cellar Door GmbH' });
    renderAt('/dashboard', <DashboardPage data={NOTHING} user={{ fullName: 'Ava Laurent', email: 'admin@vinotheca.test', role: 'SUPER_ADMIN' }} />);
    expect(await screen.findByText('Here is the state of the Cellar Door back office.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/, Ava$/);
  });
});
