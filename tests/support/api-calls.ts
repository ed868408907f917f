import type { AxiosInstance, AxiosRequestConfig } from 'axios';

/** One exported API function and the request it makes, with `:param` where an argument goes. */
export interface ApiCall {
  name: string;
  method: string;
  path: string;
  /** Makes the call through the real API function on `http`, with `arg` where `:param` goes. */
  call: (http: AxiosInstance, arg: string) => Promise<unknown>;
}

export type ApiFactory = (http: AxiosInstance) => Record<string, unknown>;

const SENTINEL = 'DRIFT_GUARD_ARG';
const PATH_ARG = Symbol('path parameter');
const HTTP_METHODS = ['get', 'delete', 'head', 'options', 'post', 'put', 'patch'] as const;

/**
 * Calls every function each factory returns against a recording stub axios, so the list is the
 * module's real export list and the paths its real paths. Arguments are placeholder strings; a
 * function that refuses one (a file upload) gets a Blob in that position instead. Each call can then
 * be made for real on another axios instance, with a given value for its path parameters.
 */
export function recordApiCalls(factories: Record<string, ApiFactory>): ApiCall[] {
  const seen: { method: string; url: string }[] = [];
  const answered = () => Promise.resolve({ data: undefined, status: 200 });
  const stub = {
    ...Object.fromEntries(
      HTTP_METHODS.map((method) => [
        method,
        (url: string) => {
          seen.push({ method: method.toUpperCase(), url });
          return answered();
        },
      ]),
    ),
    // The API modules call through `call` (src/api/call.ts), which makes every request with `request`.
    request: (config: AxiosRequestConfig) => {
      seen.push({ method: String(config.method).toUpperCase(), url: String(config.url) });
      return answered();
    },
  } as unknown as AxiosInstance;

  const calls: ApiCall[] = [];
  for (const [module, factory] of Object.entries(factories)) {
    for (const [key, fn] of Object.entries(factory(stub))) {
      if (typeof fn !== 'function') continue;
      const name = `${module}.${key}`;
      const arity = Math.max(fn.length, 1);
      // A placeholder of its own in each position, so the URL tells which arguments are path parameters.
      const attempts: unknown[][] = [Array.from({ length: arity }, (_, i) => `${SENTINEL}${i}`)];
      for (let i = 0; i < arity; i++) attempts.push(attempts[0]!.map((arg, j) => (j === i ? new Blob(['x']) : arg)));
      let recorded: { method: string; url: string } | undefined;
      let used: unknown[] = [];
      for (const args of attempts) {
        seen.length = 0;
        try {
          void (fn as (...a: unknown[]) => unknown)(...args);
        } catch {
          continue;
        }
        recorded = seen[0];
        used = args;
        if (recorded) break;
      }
      if (!recorded)
        throw new Error(`${name} made no HTTP call with placeholder arguments; teach recordApiCalls its arguments`);
      const url = recorded.url.split('?')[0]!;
      // Path parameters get `arg`; other placeholders (a body, a query) are left out; a Blob stays.
      const args = used.map((a) => (typeof a !== 'string' ? a : url.includes(a) ? PATH_ARG : undefined));
      calls.push({
        name,
        method: recorded.method,
        path: url.replace(new RegExp(`${SENTINEL}\\d+`, 'g'), ':param'),
        call: (http, arg) =>
          (factory(http)[key] as (...a: unknown[]) => Promise<unknown>)(...args.map((a) => (a === PATH_ARG ? arg : a))),
      });
    }
  }
  return calls;
}
