import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@tests/support/render-routes';

const TEXTS = {
  title: 'Something went wrong',
  message: 'An unexpected error stopped this page from loading. Reload the page, or go back to the dashboard.',
};

function Broken(): never {
  throw new Error('boom');
}

async function renderFailingRoute() {
  const { RouteErrorBoundary } = await import('./route-error-boundary');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderRoutes([{ path: '/', Component: Broken, ErrorBoundary: RouteErrorBoundary }], '/');
}

afterEach(() => {
  vi.doUnmock('./route-error-page');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('an unexpected route error', () => {
  it('shows the designed page with its ways out', async () => {
    await renderFailingRoute();
    expect(await screen.findByRole('heading', { name: TEXTS.title })).toBeTruthy();
    expect(screen.getByText(TEXTS.message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(document.querySelector('.plain-error')).toBeNull();
  });

  it('shows the same texts and ways out as plain HTML when the page’s code cannot load', async () => {
    vi.resetModules();
    vi.doMock('./route-error-page', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    await renderFailingRoute();
    expect(await screen.findByRole('heading', { name: TEXTS.title })).toBeTruthy();
    expect(screen.getByText(TEXTS.message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(document.querySelector('.plain-error')).not.toBeNull();
  });
});
