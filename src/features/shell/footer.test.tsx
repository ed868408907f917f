import { screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_NAME } from '@/config/brand';
import { BUILD_INFO } from '@/config/build-info';
import { systemApi } from '@/state/api';
import { brandAtom } from '@/state/brand';
import { Footer } from './footer';
import { renderAt } from '@tests/support/render-shell';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Footer', () => {
  it('shows the copyright with the current year and company, and the frontend version and hash', async () => {
    vi.spyOn(systemApi, 'info').mockResolvedValue({ version: '2.4.1', build: { hash: 'be1234a' } });
    renderAt('/dashboard', <Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} ${COMPANY_NAME}`);
    expect(BUILD_INFO.version).toBe('0.1.0');
    expect(screen.getByText(`Frontend v0.1.0 (${BUILD_INFO.hash})`).getAttribute('title')).toContain(BUILD_INFO.branch);
    expect(await screen.findByText('Backend v2.4.1 (be1234a)')).toBeDefined();
  });

  it('leaves the backend out and only logs when the info call fails', async () => {
    const info = vi.spyOn(systemApi, 'info').mockRejectedValue(new Error('Network Error'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/dashboard', <Footer />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(info).toHaveBeenCalled();
    expect(screen.queryByText(/Backend/)).toBeNull();
    expect(screen.getByText(/Frontend v0\.1\.0/)).toBeDefined();
  });

  it('names the company of the current brand, and follows a change of the settings', async () => {
    vi.spyOn(systemApi, 'info').mockResolvedValue({ version: '2.4.1', build: { hash: 'be1234a' } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/dashboard', <Footer />);
    act(() => getDefaultStore().set(brandAtom, { brandName: 'Cellar Door', companyName: 'Cellar Door GmbH' }));
    expect(screen.getByRole('contentinfo').textContent).toContain(`© ${new Date().getFullYear()} Cellar Door GmbH`);
    act(() => getDefaultStore().set(brandAtom, { brandName: 'Vinotheca', companyName: COMPANY_NAME }));
    expect(await screen.findByText('Backend v2.4.1 (be1234a)')).toBeDefined();
  });
});
