import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestLogEntry } from '../../mocks/core/request-record';
import { RequestsPanel } from '../../mocks/console/requests-panel';
import { createRequestLog, REQUEST_LOG_KEY, type RequestLog } from '../../mocks/runtimes/request-log';
import { loadMessages } from '@/lib/i18n';
import { system } from '@/theme/system';
import { makeRequestEntry } from '@tests/support/make-request-entry';

// The mock console loads its part of the catalogue before it renders (mount-mock-console.tsx).
await loadMessages('mock-console');

/** A signed-in request for the admins' first page, under contract, unless `over` says otherwise. */
const entry = (over: Partial<RequestLogEntry>): RequestLogEntry =>
  makeRequestEntry({
    id: 'r',
    request: { headers: { authorization: 'Bearer [masked]' }, body: null },
    response: { headers: { 'content-type': 'application/json' }, body: '{"items":[]}' },
    contract: ['a request for the first page of admins'],
    ...over,
  });

// Newest first, as the log keeps them.
const ENTRIES: RequestLogEntry[] = [
  entry({
    id: 'wines',
    at: '2026-12-02T09:00:03.000Z',
    path: '/api/v1/admin/wines',
    status: 503,
    durationMs: 4,
    fault: '503 Service Unavailable (mock console)',
    response: { headers: {}, body: '{"error":"Service Unavailable"}' },
    contract: [],
  }),
  entry({ id: 'users', at: '2026-12-02T09:00:02.000Z' }),
  entry({
    id: 'login',
    at: '2026-12-02T09:00:01.000Z',
    method: 'POST',
    path: '/api/v1/admin/auth/login',
    request: {
      headers: { 'content-type': 'application/json' },
      body: '{"email":"admin@vinotheca.test","password":"[masked]"}',
    },
    response: { headers: {}, body: '{"accessToken":"[masked]","refreshToken":"[masked]"}' },
    contract: ['a sign-in with valid credentials'],
  }),
];

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

let log: RequestLog;
let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  const storage = new MemoryStorage();
  storage.setItem(REQUEST_LOG_KEY, JSON.stringify(ENTRIES));
  log = createRequestLog({ storage });
});
afterEach(() => vi.restoreAllMocks());

function renderPanel() {
  render(
    <ChakraProvider value={system}>
      <RequestsPanel log={log} />
    </ChakraProvider>,
  );
  const user = userEvent.setup();
  // After user-event's setup, which puts a clipboard of its own in place.
  writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return user;
}

const rows = () => within(screen.getByRole('list', { name: 'Requests, newest first' })).queryAllByRole('listitem');
const row = (path: RegExp) => screen.getByRole('button', { name: path });

describe('the Requests view', () => {
  it('lists the requests newest first with status, duration, fault and coverage, under the session summary', () => {
    renderPanel();
    expect(screen.getByTestId('mock-requests-summary')?.textContent).toContain(
      'This session: 3 endpoints exercised, 2 answers under contract, 1 not',
    );
    expect(rows().map((r) => within(r).getAllByText(/^\/api\//)[0]?.textContent)).toEqual([
      '/api/v1/admin/wines',
      '/api/v1/admin/users?page=1',
      '/api/v1/admin/auth/login',
    ]);
    const wines = row(/\/api\/v1\/admin\/wines/);
    expect(wines?.textContent).toContain('503');
    expect(wines?.textContent).toContain('4 ms');
    expect(wines?.textContent).toContain('503 Service Unavailable (mock console)');
    expect(wines?.textContent).toContain('not under contract');
    expect(row(/users\?page=1/)?.textContent).toContain('Under contract: a request for the first page of admins');
  });

  it('opens a request on its masked headers and bodies, from the keyboard too', async () => {
    const user = renderPanel();
    const login = row(/auth\/login/);
    expect(login.getAttribute('aria-expanded')).toBe('false');
    login.focus();
    await user.keyboard('{Enter}');
    expect(login.getAttribute('aria-expanded')).toBe('true');
    const request = screen.getByRole('region', { name: 'Request' });
    expect(request?.textContent).toContain('"password":"[masked]"');
    expect(screen.getByRole('region', { name: 'Answer' })?.textContent).toContain('"accessToken":"[masked]"');
    await user.click(row(/users\?page=1/));
    expect(within(row(/users\?page=1/).closest('li')!).getByRole('region', { name: 'Request' }).textContent).toContain(
      'authorization: Bearer [masked]',
    );
  });

  it('filters by text, method, status class and "not under contract"', async () => {
    const user = renderPanel();
    await user.type(screen.getByLabelText('Filter requests'), 'users');
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('1 request shown of 3.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Filter requests'));

    await user.selectOptions(screen.getByLabelText('Method'), 'POST');
    expect(rows()).toHaveLength(1);
    expect(row(/auth\/login/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Method'), '');

    await user.selectOptions(screen.getByLabelText('Status'), '5xx');
    expect(rows()).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Status'), 'network');
    expect(rows()).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('Status'), '');

    await user.click(screen.getByLabelText('Only requests not under contract'));
    expect(rows()).toHaveLength(1);
    expect(row(/admin\/wines/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export shown as HAR' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('pauses and resumes recording, and clears the log', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Pause recording' }));
    expect(log.paused()).toBe(true);
    expect(screen.getByRole('button', { name: 'Resume recording' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/Recording paused\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resume recording' }));
    expect(log.paused()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Clear requests' }));
    expect(rows()).toHaveLength(0);
    expect(screen.getByText('0 requests.')).toBeTruthy();
    expect(screen.getByTestId('mock-requests-summary')?.textContent).toContain(
      'This session: 0 endpoints exercised, 0 answers under contract, 0 not',
    );
  });

  it('copies a request as curl with $TOKEN for the masked token, and as fetch', async () => {
    const user = renderPanel();
    await user.click(row(/users\?page=1/));
    await user.click(screen.getByRole('button', { name: 'Copy as curl' }));
    expect(writeText).toHaveBeenLastCalledWith(
      `curl '${window.location.origin}/api/v1/admin/users?page=1' \\\n  -H "Authorization: Bearer $TOKEN"`,
    );
    expect(screen.getByText('curl copied.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy as fetch' }));
    expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining('Authorization: `Bearer ${TOKEN}`'));
    expect(screen.getByText('fetch copied.')).toBeTruthy();
  });

  it('exports the whole log, or the part shown, as HAR', async () => {
    const user = renderPanel();
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      void (blob as Blob).text().then((text) => saved.push(text));
      return 'blob:har';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Export all as HAR' }));
    await user.selectOptions(screen.getByLabelText('Method'), 'POST');
    await user.click(screen.getByRole('button', { name: 'Export shown as HAR' }));
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    const [all, shown] = saved.map((text) => JSON.parse(text) as { log: { version: string; entries: unknown[] } });
    expect(all!.log.version).toBe('1.2');
    expect(all!.log.entries).toHaveLength(3);
    expect(shown!.log.entries).toHaveLength(1);
  });
});
