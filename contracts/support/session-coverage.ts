import { z } from 'zod';
import { ENDPOINT_GROUPS, ENDPOINTS } from '@/api/endpoints';
import type { EndpointDeclaration } from '@/api/endpoints/define';
import * as wire from '@/api/wire-schemas';
import coverageData from '../../mocks/core/contract-coverage.json';
import { endpointOf, fromHar, MASKED, type RequestLogEntry } from '../../mocks/core/request-record';

/**
 * `npm run contracts:coverage -- session.har` (scripts/contracts-coverage.mjs): which requests of a
 * recorded session the pact covers, a starting point for a pact interaction for each one it does
 * not, and the answers that do not satisfy the endpoint's zod wire schema (drift).
 */

const ADMIN_BASE = '/api/v1/admin';
const GENERAL_BASE = '/api/v1';
const DECLARED = Object.entries(ENDPOINTS as Readonly<Record<string, EndpointDeclaration>>).map(
  ([key, declaration]) => {
    const [method, path] = key.split(' ') as [string, string];
    const base = declaration.api === 'general' ? GENERAL_BASE : ADMIN_BASE;
    return { key, endpoint: `${method} ${base}${path}`, declaration, base };
  },
);
const DECLARED_ENDPOINTS = DECLARED.map((d) => d.endpoint);

/** A group of ENDPOINT_GROUPS and its pact file. */
const PACT_FILES: Record<keyof typeof ENDPOINT_GROUPS, string> = {
  auth: 'contracts/auth.pact.test.ts',
  users: 'contracts/users.pact.test.ts',
  system: 'contracts/system.pact.test.ts',
  wines: 'contracts/wines.pact.test.ts',
  categories: 'contracts/categories.pact.test.ts',
  cellars: 'contracts/cellars.pact.test.ts',
  analytics: 'contracts/analytics.pact.test.ts',
  audit: 'contracts/audit.pact.test.ts',
  savedViews: 'contracts/saved-views.pact.test.ts',
  settings: 'contracts/settings.pact.test.ts',
  reference: 'contracts/reference.pact.test.ts',
};

function pactFileOf(key: string): string | null {
  for (const [group, endpoints] of Object.entries(ENDPOINT_GROUPS))
    if (Object.hasOwn(endpoints, key)) return PACT_FILES[group as keyof typeof ENDPOINT_GROUPS];
  return null;
}

export interface SessionRequest {
  method: string;
  path: string;
  status: number;
  /** The declared endpoint (`METHOD /path/:param`), or null when none matches. */
  endpoint: string | null;
  contract: readonly string[];
}

export interface Uncovered {
  /** `METHOD /template STATUS`, or `METHOD /path STATUS` for a path no endpoint declares. */
  label: string;
  requests: number;
  /** The statuses the pact does cover of this endpoint, e.g. [200, 404]. */
  coveredStatuses: number[];
  /** A pact interaction to start from, in the style of contracts/*.pact.test.ts; null for a path no endpoint declares. */
  startingPoint: string | null;
  /** The file it belongs in. */
  pactFile: string | null;
}

export interface Drift {
  label: string;
  schema: string;
  problems: string[];
}

export interface SessionCoverage {
  /** Requests to the API (below /api/v1), in the session's order. */
  requests: SessionRequest[];
  /** Requests outside the API (pages, scripts, images), left out. */
  others: number;
  /** API requests that got no answer (status 0: a network error), neither covered nor not. */
  unanswered: number;
  covered: SessionRequest[];
  uncovered: Uncovered[];
  drift: Drift[];
}

const inApi = (path: string) => path === GENERAL_BASE || path.startsWith(`${GENERAL_BASE}/`);
const pathname = (path: string) => path.split(/[?#]/)[0] ?? path;

type WireName = keyof typeof wire;
const wireSchema = (name: string): z.ZodType | null => {
  const schema = (wire as Record<string, unknown>)[name as WireName];
  return schema instanceof z.ZodType ? schema : null;
};

/** The zod schema an answer of this status should satisfy: the success's, or the error body's. */
function answerSchema(declaration: EndpointDeclaration, status: number): { name: string; schema: z.ZodType } | null {
  if (status >= 400) return { name: 'errorBodySchema', schema: wire.errorBodySchema };
  if (status === declaration.success.status && declaration.success.schema) {
    const schema = wireSchema(declaration.success.schema);
    return schema ? { name: declaration.success.schema, schema } : null;
  }
  return null;
}

const isJson = (entry: RequestLogEntry) => {
  const type = Object.entries(entry.response.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  return type === undefined ? entry.response.body?.trimStart().startsWith('{') === true : /json/i.test(type);
};

function parsedBody(entry: RequestLogEntry): { ok: true; value: unknown } | { ok: false } | null {
  if (entry.response.body === null || entry.response.body === '' || !isJson(entry)) return null;
  try {
    return { ok: true, value: JSON.parse(entry.response.body) };
  } catch {
    return { ok: false };
  }
}

function driftOf(entry: RequestLogEntry, declaration: EndpointDeclaration): Omit<Drift, 'label'> | null {
  const expected = answerSchema(declaration, entry.status);
  if (!expected) return null;
  const body = parsedBody(entry);
  // No body to check (a HAR may leave answers' text out): nothing said.
  if (body === null) return null;
  if (!body.ok) return { schema: expected.name, problems: ['the answer is not JSON'] };
  const result = expected.schema.safeParse(body.value);
  if (result.success) return null;
  const problems = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(the body)'}: ${issue.message}`);
  if (result.error.issues.length > 5) problems.push(`… and ${result.error.issues.length - 5} more`);
  return { schema: expected.name, problems };
}

// A body shape from the zod schema, written with Pact's V3 matchers as the consumer tests are.

type Json = Record<string, unknown>;

function resolveRef(schema: Json, root: Json): Json {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.split('/').at(-1) ?? '';
  const defs = (root.$defs ?? {}) as Record<string, Json>;
  return defs[name] ?? {};
}

/** A value as code in the house style: strings in single quotes. */
const literal = (value: unknown): string =>
  typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(value);
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const indent = (text: string, by: string) => text.replace(/\n/g, `\n${by}`);

function shapeOf(rawSchema: Json, value: unknown, root: Json, depth = 0): string {
  const schema = resolveRef(rawSchema, root);
  if (depth > 6) return 'like({})';
  const variants = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (variants) {
    const options = variants.map((v) => resolveRef(v, root));
    if (value === null && options.some((o) => o.type === 'null')) return 'nullValue()';
    const chosen = options.find((o) => o.type !== 'null') ?? options[0] ?? {};
    return shapeOf(chosen, value, root, depth);
  }
  if (Array.isArray(schema.enum)) {
    const values = schema.enum as unknown[];
    const example = values.includes(value) ? value : values[0];
    return `regex(/^(${values.map(String).join('|')})$/, ${literal(example)})`;
  }
  if (schema.const !== undefined) return literal(schema.const);
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const required = new Set((schema.required ?? []) as string[]);
      const given = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
      const keys = Object.keys(properties).filter((key) => required.has(key) || key in given);
      if (keys.length === 0) return 'like({})';
      const lines = keys.map(
        (key) =>
          `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : literal(key)}: ${shapeOf(properties[key] ?? {}, given[key], root, depth + 1)},`,
      );
      return `{\n  ${lines.map((line) => indent(line, '  ')).join('\n  ')}\n}`;
    }
    case 'array': {
      const items = (schema.items ?? {}) as Json;
      const first = Array.isArray(value) ? (value[0] as unknown) : undefined;
      return `eachLike(${shapeOf(items, first, root, depth + 1)})`;
    }
    case 'string':
      if (schema.format === 'date-time')
        return `instant(${literal(typeof value === 'string' ? value : '2026-11-16T09:00:00Z')})`;
      if (schema.format === 'uuid')
        return `uuid(${literal(typeof value === 'string' ? value : '9d439969-8166-4cc2-b267-5a93165cc7af')})`;
      return `string(${literal(typeof value === 'string' && value !== MASKED ? value : 'text')})`;
    case 'integer':
      return `integer(${typeof value === 'number' ? value : 1})`;
    case 'number':
      return `decimal(${typeof value === 'number' ? value : 1.5})`;
    case 'boolean':
      return `boolean(${typeof value === 'boolean' ? value : true})`;
    case 'null':
      return 'nullValue()';
    default:
      return `like(${literal(value ?? null)})`;
  }
}

/** The success answer's body as Pact matchers, from the endpoint's zod wire schema and an example answer. */
export function bodyShape(schema: z.ZodType, example: unknown): string {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Json;
  return shapeOf(json, example, json);
}

function exampleBody(entry: RequestLogEntry | undefined): unknown {
  if (!entry) return undefined;
  const body = parsedBody(entry);
  return body?.ok ? body.value : undefined;
}

function requestPathCode(entry: RequestLogEntry, base: string): string {
  const bare = pathname(entry.path);
  const below = bare.startsWith(base) ? bare.slice(base.length) : bare;
  return `${base === GENERAL_BASE ? 'generalPath' : 'adminPath'}(${literal(below)})`;
}

function startingPoint(
  entry: RequestLogEntry,
  declared: (typeof DECLARED)[number],
  answers: RequestLogEntry[],
): string {
  const { declaration } = declared;
  const { method, status } = entry;
  const query = new URL(entry.path, 'http://session').searchParams;
  const requestLines: string[] = [];
  if (declaration.access !== 'public') requestLines.push('builder.headers(AUTHORIZED);');
  if ([...query].length > 0)
    requestLines.push(`builder.query(${literal(Object.fromEntries([...query].map(([k, v]) => [k, v])))});`);
  if (entry.request.body !== null && declaration.body !== 'image')
    requestLines.push(
      `builder.jsonBody(${entry.request.body.trimStart().startsWith('{') ? `like(${entry.request.body})` : literal(entry.request.body)}); // TODO: matchers`,
    );
  let responseLines: string[];
  if (status >= 400) {
    const example = exampleBody(answers.find((a) => parsedBody(a)?.ok));
    const code =
      example !== null && typeof example === 'object' && typeof (example as Json).code === 'string'
        ? `, { code: ${literal((example as Json).code)} }`
        : '';
    responseLines = [`jsonError(builder, errorBody(${status}${code}));`];
  } else if (status === 204 || !answerSchema(declaration, status)) {
    responseLines = status === 204 ? [] : ['// TODO: the body; the endpoint declares no schema for this status'];
  } else {
    const expected = answerSchema(declaration, status);
    const example = exampleBody(answers.find((a) => parsedBody(a)?.ok));
    responseLines = [`builder.jsonBody(${indent(bodyShape(expected!.schema, example), '  ')});`];
  }
  const what = `${method.toLowerCase()} ${declared.key.split(' ')[1]} answering ${status}`;
  return [
    `it('TODO: ${what}', async () => {`,
    '  await pact',
    '    .addInteraction()',
    "    .given('TODO: a provider state', { accessToken: PACT_TOKENS.access })",
    `    .uponReceiving('TODO: a ${what}')`,
    `    .withRequest(${literal(method)}, ${requestPathCode(entry, declared.base)}, (builder) => {`,
    ...requestLines.map((line) => `      ${line}`),
    '    })',
    `    .willRespondWith(${status}, (builder) => {`,
    ...responseLines.map((line) => `      ${indent(line, '      ')}`),
    '    })',
    '    .executeTest(async (mockServer) => {',
    '      // TODO: call the API module through its factory, and expect what the console reads',
    '    });',
    '});',
  ].join('\n');
}

/** The coverage of a recorded session (a parsed HAR file); throws a clear Error on a file that is not HAR. */
export function sessionCoverage(har: unknown): SessionCoverage {
  const entries = fromHar(har);
  const api = entries.filter((entry) => inApi(pathname(entry.path)));
  const answered = api.filter((entry) => entry.status > 0);
  const requests = api.map((entry) => ({
    method: entry.method,
    path: entry.path,
    status: entry.status,
    endpoint: endpointOf(entry.method, entry.path, DECLARED_ENDPOINTS),
    contract: entry.contract,
  }));

  const groups = new Map<string, RequestLogEntry[]>();
  for (const entry of answered.filter((e) => e.contract.length === 0)) {
    const endpoint = endpointOf(entry.method, entry.path, DECLARED_ENDPOINTS);
    const label = `${endpoint ?? `${entry.method} ${pathname(entry.path)}`} ${entry.status}`;
    groups.set(label, [...(groups.get(label) ?? []), entry]);
  }
  const uncovered = [...groups].map(([label, group]): Uncovered => {
    const first = group[0]!;
    const endpoint = endpointOf(first.method, first.path, DECLARED_ENDPOINTS);
    const declared = DECLARED.find((d) => d.endpoint === endpoint);
    const coveredStatuses = [
      ...new Set(coverageData.interactions.filter((i) => i.endpoint === endpoint).map((i) => i.status)),
    ].sort((a, b) => a - b);
    return {
      label,
      requests: group.length,
      coveredStatuses,
      startingPoint: declared ? startingPoint(first, declared, group) : null,
      pactFile: declared ? pactFileOf(declared.key) : null,
    };
  });

  const drift: Drift[] = [];
  for (const entry of answered) {
    const endpoint = endpointOf(entry.method, entry.path, DECLARED_ENDPOINTS);
    const declared = DECLARED.find((d) => d.endpoint === endpoint);
    if (!declared) continue;
    const found = driftOf(entry, declared.declaration);
    if (found) drift.push({ label: `${entry.method} ${entry.path} ${entry.status}`, ...found });
  }

  return {
    requests,
    others: entries.length - api.length,
    unanswered: api.length - answered.length,
    covered: requests.filter((r) => r.contract.length > 0),
    uncovered,
    drift,
  };
}

/** 0 when every answer is under contract and none drifts, 1 otherwise. */
const exitCodeOf = (coverage: SessionCoverage): number =>
  coverage.uncovered.length === 0 && coverage.drift.length === 0 ? 0 : 1;

/** The report the command prints. */
function formatCoverage(coverage: SessionCoverage, file: string): string {
  const { requests, covered, uncovered, drift } = coverage;
  const endpoints = new Set(requests.map((r) => r.endpoint ?? `${r.method} ${pathname(r.path)}`)).size;
  const notCovered = uncovered.reduce((sum, u) => sum + u.requests, 0);
  const out: string[] = [
    `${file}: ${plural(requests.length, 'API request')} over ${plural(endpoints, 'endpoint')}` +
      (coverage.others > 0 ? ` (${plural(coverage.others, 'other request')} left out)` : '') +
      (coverage.unanswered > 0 ? `; ${coverage.unanswered} got no answer (network error)` : ''),
    '',
    `Under contract: ${plural(covered.length, 'answer')}`,
  ];
  const coveredLines = new Map<string, number>();
  for (const r of covered) {
    const line = `  ✔ ${r.endpoint ?? r.method} ${r.status}: ${r.contract.map((d) => `"${d}"`).join(', ')}`;
    coveredLines.set(line, (coveredLines.get(line) ?? 0) + 1);
  }
  for (const [line, count] of coveredLines) out.push(count > 1 ? `${line} (×${count})` : line);
  out.push('', `Not under contract: ${plural(notCovered, 'answer')}`);
  for (const u of uncovered) {
    const known =
      u.coveredStatuses.length > 0 ? `; the pact has ${u.coveredStatuses.join(', ')} for this endpoint` : '';
    out.push(
      `  ✘ ${u.label} (${plural(u.requests, 'request')}${known})${u.startingPoint ? '' : ': no declared endpoint has this path'}`,
    );
    if (u.startingPoint) {
      out.push(`    A starting point for ${u.pactFile ?? 'a contracts/*.pact.test.ts file'}:`, '');
      out.push(...u.startingPoint.split('\n').map((line) => `      ${line}`), '');
    }
  }
  out.push('', `Drift: ${plural(drift.length, 'answer does', 'answers do')} not satisfy the wire schemas`);
  for (const d of drift) {
    out.push(`  ✘ ${d.label}: not a ${d.schema} (src/api/wire-schemas.ts)`);
    out.push(...d.problems.map((p) => `      ${p}`));
  }
  out.push(
    '',
    exitCodeOf(coverage) === 0
      ? `✔ Every answer is under contract and none drifts.`
      : `✘ ${plural(notCovered, 'answer')} not under contract, ${drift.length} drifting.`,
  );
  return out.join('\n');
}

/** What the command prints and its exit status (0 all under contract and none drifting, 1 otherwise); throws on a file that is not HAR. */
export function coverageReport(har: unknown, file: string): { text: string; code: number } {
  const coverage = sessionCoverage(har);
  return { text: formatCoverage(coverage, file), code: exitCodeOf(coverage) };
}
