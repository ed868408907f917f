import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEvent, AuditOutcome } from '@/api/audit';
import { system } from '@/theme/system';
import { AuditEventLine } from './audit-event-line';

const NOW = new Date('2026-11-27T12:00:00Z');
const event = (outcome: AuditOutcome): AuditEvent => ({
  id: `event-${outcome}`,
  at: '2026-11-27T11:59:30Z',
  actor: { id: 'admin-1', email: 'admin@vinotheca.test' },
  action: 'wine.archive',
  target: { type: 'WINE', id: 'wine-1', label: 'Adrianna Vineyard Malbec' },
  outcome,
});

describe('an audit event in words (the dashboard’s recent activity, the notifications)', () => {
  it.each([
    ['success', 'admin@vinotheca.test archived wine Adrianna Vineyard Malbec'],
    ['denied', 'admin@vinotheca.test archived wine Adrianna Vineyard MalbecDenied'],
  ] as const)('a %s attempt reads "%s"', (outcome, words) => {
    render(
      <ChakraProvider value={system}>
        <AuditEventLine event={event(outcome)} now={NOW} />
      </ChakraProvider>,
    );
    expect(screen.getByText(/archived wine/).textContent).toBe(words);
    expect(screen.queryByText('Denied') !== null).toBe(outcome === 'denied');
  });

  it('a failed sign-in names the e-mail tried, the reason and the address, marked Failed', () => {
    render(
      <ChakraProvider value={system}>
        <AuditEventLine
          event={{
            id: 'event-failed',
            at: '2026-11-27T11:59:30Z',
            actor: null,
            action: 'auth.login-failed',
            target: { type: 'ADMIN', id: 'admin-2', label: 'viewer@vinotheca.test' },
            outcome: 'failed',
            signIn: { email: 'viewer@vinotheca.test', reason: 'wrong-password', clientAddress: '203.0.113.7' },
          }}
          now={NOW}
        />
      </ChakraProvider>,
    );
    expect(screen.getByText(/failed to sign in/).textContent).toBe(
      'viewer@vinotheca.test failed to sign in (wrong password, from 203.0.113.7)Failed',
    );
  });
});
