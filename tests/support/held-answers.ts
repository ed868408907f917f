import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { SetupServer } from 'msw/node';
import { errorToasts } from '@/api/error-catalogue';
import type { ToastSpec } from '@/api/error-catalogue';
import { registerUiHooks } from '@/state/api-hooks';

type Method = 'post' | 'put' | 'patch' | 'delete';

export interface HeldAnswer {
  /** Resolves once the request has reached the mock backend (and is being held). */
  arrived: Promise<void>;
  /** Lets the mock backend answer as it would have. */
  release: () => void;
  /** Answers 503 instead, without the mock backend seeing the request. */
  fail: () => void;
}

/**
 * Holds the mock backend's answer to the next `method` request on `url` (an msw path, `:id` and
 * all) until the test releases it, or fails it with a 503: a server slow to agree, or one that
 * does not.
 */
export function holdNextAnswer(server: SetupServer, method: Method, url: string): HeldAnswer {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let settle!: (outcome: 'release' | 'fail') => void;
  const outcome = new Promise<'release' | 'fail'>((resolve) => (settle = resolve));
  const resolver: HttpResponseResolver = async () => {
    arrive();
    if ((await outcome) === 'fail')
      return HttpResponse.json(
        { status: 503, error: 'Service Unavailable', message: 'The server is busy' },
        { status: 503 },
      );
    // Nothing returned: the request goes on to the mock backend's own handler.
    return undefined;
  };
  server.use(http[method](url, resolver, { once: true }));
  return { arrived, release: () => settle('release'), fail: () => settle('fail') };
}

/**
 * The toasts the API client shows for failed calls, from the error catalogue, as the app wires
 * them (app.tsx); call in `beforeEach`, it returns the list it fills.
 */
export function recordErrorToasts(): ToastSpec[] {
  const toasts: ToastSpec[] = [];
  registerUiHooks({
    notifyError: (error, config) => toasts.push(...errorToasts(error, config?.errorMessage)),
    toLogin: () => undefined,
    toTwoFactorSetup: () => undefined,
    revalidate: () => undefined,
  });
  return toasts;
}
