import { delay, http, HttpResponse, matchRequestUrl, type HttpHandler } from 'msw';
import type { FieldError } from '@/api/types';
import { errorResponse } from './http';

export const FAULT_KINDS = [
  'bad-request',
  'unauthorized',
  'forbidden',
  'setup-required',
  'not-found',
  'conflict',
  'validation',
  'rate-limit',
  'server-error',
  'unavailable',
  'network-error',
  'timeout',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const FAULT_LABELS: Record<FaultKind, string> = {
  'bad-request': '400 Bad Request',
  unauthorized: '401 Unauthorized',
  forbidden: '403 Forbidden',
  'setup-required': "403 '2FA setup required'",
  'not-found': '404 Not Found',
  conflict: '409 Conflict',
  validation: '422 with 6 field errors',
  'rate-limit': '429 Too Many Requests',
  'server-error': '500 Internal Server Error',
  unavailable: '503 Service Unavailable',
  'network-error': 'Network error (no response)',
  timeout: 'Timeout (no answer)',
};

export const LATENCIES = ['off', 'realistic', 'slow'] as const;
export type Latency = (typeof LATENCIES)[number];

/** An endpoint as `METHOD /path/:param` below a base, e.g. `GET /users/:id`. */
export interface EndpointFault {
  method: string;
  path: string;
  kind: FaultKind;
}

export interface ChaosState {
  latency: Latency;
  /** Applies to the next API request, then clears. */
  next: FaultKind | null;
  /** Apply to every matching request until cleared. */
  endpoints: EndpointFault[];
}

const SIX_ERRORS: FieldError[] = [
  { field: 'fullName', message: 'Full name is required' },
  { field: 'email', message: 'Enter a valid e-mail address' },
  { field: 'role', message: 'Choose a role' },
  { field: 'password', message: 'Password must contain at least one number' },
  { field: 'active', message: 'Active must be true or false' },
  { field: 'avatar', message: 'The image must be 2 MB or smaller' },
];

/** The response a fault answers with; null for a timeout, which never answers. */
export function faultResponse(kind: FaultKind): Response | null {
  switch (kind) {
    case 'bad-request':
      return errorResponse(400, 'Bad Request', 'The request could not be understood (injected fault).');
    case 'unauthorized':
      return errorResponse(401, 'Unauthorized', 'Access token expired (injected fault).', { code: 'TOKEN_EXPIRED' });
    case 'forbidden':
      return errorResponse(403, 'Forbidden', 'You do not have permission (injected fault).');
    case 'setup-required':
      return errorResponse(
        403,
        '2FA setup required',
        'Two-factor authentication setup is required before using this endpoint.',
      );
    case 'not-found':
      return errorResponse(404, 'Not Found', 'Resource not found (injected fault).');
    case 'conflict':
      return errorResponse(409, 'Conflict', 'The resource was changed by someone else (injected fault).');
    case 'validation':
      return errorResponse(422, 'Unprocessable Entity', 'Validation failed', { errors: SIX_ERRORS });
    case 'rate-limit':
      return errorResponse(429, 'Too Many Requests', 'Too many requests (injected fault).', { code: 'RATE_LIMITED' });
    case 'server-error':
      return errorResponse(500, 'Internal Server Error', 'An unexpected error occurred (injected fault).');
    case 'unavailable':
      return errorResponse(503, 'Service Unavailable', 'The service is temporarily unavailable (injected fault).');
    case 'network-error':
      return HttpResponse.error();
    case 'timeout':
      return null;
  }
}

/** Faults and latency last until cleared, across reloads of the tab (sessionStorage). */
const CHAOS_STORAGE_KEY = 'vinotheca_mock_chaos';

function readStored(storage: Pick<Storage, 'getItem'> | undefined): Partial<ChaosState> {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(CHAOS_STORAGE_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return {};
    const { latency, next, endpoints } = raw as Record<string, unknown>;
    const isKind = (k: unknown): k is FaultKind => FAULT_KINDS.some((kind) => kind === k);
    return {
      latency: LATENCIES.find((l) => l === latency) ?? 'off',
      next: isKind(next) ? next : null,
      endpoints: Array.isArray(endpoints)
        ? endpoints.filter(
            (f): f is EndpointFault =>
              typeof f === 'object' &&
              f !== null &&
              typeof f.method === 'string' &&
              typeof f.path === 'string' &&
              isKind(f.kind),
          )
        : [],
    };
  } catch {
    return {};
  }
}

const latencyWords = (ms: number): string => (ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`);

function latencyMs(latency: Latency, random: () => number): number {
  if (latency === 'realistic') return 150 + Math.round(random() * 250);
  return latency === 'slow' ? 2000 : 0;
}

/**
 * Latency and injected faults, for demos of loading and error states. The handlers go in front of
 * the real ones and fall through (return nothing) when there is nothing to inject.
 */
export function createChaos(
  initial: Partial<ChaosState> = {},
  random: () => number = Math.random,
  storage?: Pick<Storage, 'getItem' | 'setItem'>,
) {
  let state: ChaosState = { latency: 'off', next: null, endpoints: [], ...initial, ...readStored(storage) };
  const listeners = new Set<(state: ChaosState) => void>();
  const set = (next: ChaosState) => {
    state = next;
    try {
      storage?.setItem(CHAOS_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Faults then last for this page only.
    }
    listeners.forEach((listener) => listener(state));
  };

  const faultFor = (request: Request, bases: string[]): FaultKind | null => {
    if (state.next) {
      const kind = state.next;
      set({ ...state, next: null });
      return kind;
    }
    for (const fault of state.endpoints) {
      if (fault.method !== request.method) continue;
      if (bases.some((base) => matchRequestUrl(new URL(request.url), `${base}${fault.path}`).matches))
        return fault.kind;
    }
    return null;
  };

  return {
    get: () => state,
    subscribe(listener: (state: ChaosState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setLatency: (latency: Latency) => set({ ...state, latency }),
    failNext: (kind: FaultKind | null) => set({ ...state, next: kind }),
    failEndpoint: (fault: EndpointFault) =>
      set({
        ...state,
        endpoints: [...state.endpoints.filter((f) => f.method !== fault.method || f.path !== fault.path), fault],
      }),
    clearEndpoint: (method: string, path: string) =>
      set({ ...state, endpoints: state.endpoints.filter((f) => f.method !== method || f.path !== path) }),
    clearAll: () => set({ latency: state.latency, next: null, endpoints: [] }),
    /**
     * Handlers to put in front of the real ones, for every API base (admin and general).
     * `onInjected` hears of each latency and fault put into a request, in words (the request log).
     */
    handlers(bases: string[], onInjected?: (request: Request, what: string, answered: boolean) => void): HttpHandler[] {
      // A request below two bases (the admin base is below the general one) is delayed and failed
      // once, by the handler of the longest base it is below.
      const longestBase = (request: Request) =>
        bases
          .filter((base) => matchRequestUrl(new URL(request.url), `${base}/*`).matches)
          .reduce((a, b) => (b.length > a.length ? b : a), '');
      return bases.map((base) =>
        http.all(`${base}/*`, async ({ request }) => {
          if (longestBase(request) !== base) return undefined;
          const wait = latencyMs(state.latency, random);
          if (wait > 0) {
            onInjected?.(request, `latency ${latencyWords(wait)}`, true);
            await delay(wait);
          }
          const kind = faultFor(request, bases);
          if (!kind) return undefined;
          const response = faultResponse(kind);
          onInjected?.(request, `${FAULT_LABELS[kind]} (mock console)`, response !== null && response.type !== 'error');
          if (response) return response;
          await delay('infinite');
          return undefined;
        }),
      );
    },
  };
}

export type Chaos = ReturnType<typeof createChaos>;
