import { describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import type { Analytics } from '@/api/analytics';
import { ApiError } from '@/api/api-error';
import { createAnalyticsLoader, parseAnalyticsPeriod } from './analytics-loader';

const args = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as unknown as LoaderFunctionArgs;

describe('parseAnalyticsPeriod', () => {
  it.each([
    ['', '12m'],
    ['?period=30d', '30d'],
    ['?period=90d', '90d'],
    ['?period=all', 'all'],
    ['?period=7d', '12m'],
    ['?period=', '12m'],
  ])('%s reads as %s', (search, period) => {
    expect(parseAnalyticsPeriod(new URLSearchParams(search))).toBe(period);
  });
});

describe('the analytics loader', () => {
  it('loads the URL’s period and the country names', async () => {
    const get = vi.fn().mockResolvedValue({ period: 'all' } as Analytics);
    const data = await createAnalyticsLoader({
      analytics: { get },
      countries: async () => [{ code: 'FR', name: 'France' }],
    })(args('http://localhost/analytics?period=all'));
    expect(get).toHaveBeenCalledWith('all');
    expect(data).toEqual({
      status: 'ok',
      period: 'all',
      analytics: { period: 'all' },
      countries: [{ code: 'FR', name: 'France' }],
    });
  });

  it('returns a failure for Retry, and codes stand in when the countries fail', async () => {
    const failed = createAnalyticsLoader({
      analytics: {
        get: vi
          .fn()
          .mockRejectedValue(
            new ApiError({ kind: 'http', status: 503, error: 'Service Unavailable', message: 'Down' }),
          ),
      },
      countries: vi.fn().mockRejectedValue(new Error('down')),
    });
    expect(await failed(args('http://localhost/analytics'))).toEqual({
      status: 'error',
      period: '12m',
      error: { status: 503, message: 'Down' },
    });
    const noNames = createAnalyticsLoader({
      analytics: { get: vi.fn().mockResolvedValue({ period: '12m' }) },
      countries: vi.fn().mockRejectedValue(new Error('down')),
    });
    expect(await noNames(args('http://localhost/analytics'))).toMatchObject({ status: 'ok', countries: [] });
  });
});
