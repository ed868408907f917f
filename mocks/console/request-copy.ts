import type { RequestLogEntry } from '../core/request-record';

export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx', 'network'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

export interface RequestFilter {
  text: string;
  method: string;
  status: StatusClass | '';
  uncoveredOnly: boolean;
}

export const NO_FILTER: RequestFilter = { text: '', method: '', status: '', uncoveredOnly: false };

export function statusClassOf(status: number): StatusClass | null {
  if (status === 0) return 'network';
  const hundreds = Math.floor(status / 100);
  return hundreds >= 2 && hundreds <= 5 ? (`${hundreds}xx` as StatusClass) : null;
}

/** The entries the filter lets through: text in the method, path, status, fault or covering interactions. */
export function filterEntries(entries: readonly RequestLogEntry[], filter: RequestFilter): RequestLogEntry[] {
  const text = filter.text.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (!filter.method || entry.method === filter.method) &&
      (!filter.status || statusClassOf(entry.status) === filter.status) &&
      (!filter.uncoveredOnly || entry.contract.length === 0) &&
      (!text ||
        [entry.method, entry.path, String(entry.status), entry.fault ?? '', ...entry.contract].some((field) =>
          field.toLowerCase().includes(text),
        )),
  );
}

/** Headers a browser adds by itself: a copied command leaves them out. */
const BROWSER_HEADERS =
  /^(host|connection|content-length|user-agent|accept-encoding|accept-language|referer|origin|cookie|sec-.*|priority)$/i;

const isAuthorization = (name: string) => name.toLowerCase() === 'authorization';

function copiedHeaders(entry: RequestLogEntry): [string, string][] {
  return Object.entries(entry.request.headers).filter(([name]) => !BROWSER_HEADERS.test(name));
}

const shellQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * The request as a curl command. The access token, masked in the log, is the shell variable
 * `$TOKEN`: `-H "Authorization: Bearer $TOKEN"`.
 */
export function curlOf(entry: RequestLogEntry, origin: string): string {
  const parts = [`curl ${shellQuoted(`${origin}${entry.path}`)}`];
  if (entry.method !== 'GET') parts.push(`-X ${entry.method}`);
  for (const [name, value] of copiedHeaders(entry)) {
    parts.push(isAuthorization(name) ? '-H "Authorization: Bearer $TOKEN"' : `-H ${shellQuoted(`${name}: ${value}`)}`);
  }
  if (entry.request.body !== null) parts.push(`--data-raw ${shellQuoted(entry.request.body)}`);
  return parts.join(' \\\n  ');
}

/** The request as a `fetch` call; the masked access token is the variable `TOKEN`. */
export function fetchOf(entry: RequestLogEntry, origin: string): string {
  const headers = copiedHeaders(entry).map(([name, value]) =>
    isAuthorization(name)
      ? `    Authorization: \`Bearer \${TOKEN}\`,`
      : `    ${JSON.stringify(name)}: ${JSON.stringify(value)},`,
  );
  const init = [`  method: ${JSON.stringify(entry.method)},`];
  if (headers.length > 0) init.push('  headers: {', ...headers, '  },');
  if (entry.request.body !== null) init.push(`  body: ${JSON.stringify(entry.request.body)},`);
  const call = `await fetch(${JSON.stringify(`${origin}${entry.path}`)}, {\n${init.join('\n')}\n});`;
  return headers.some((line) => line.includes('${TOKEN}')) ? `// TOKEN: your access token\n${call}` : call;
}
