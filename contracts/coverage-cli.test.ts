import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { wineCategorySchema } from '@/api/wire-schemas';
import { contractCoverage, toHar, type RequestLogEntry } from '../mocks/core/request-record';
import { bodyShape, coverageReport, sessionCoverage } from './support/session-coverage';
import { runNode } from './support/run-node';

// `npm run contracts:coverage -- session.har`, as a developer runs it: a child process on HAR files
// built here, its output and exit status.

const WINE_ID = '9d439969-8166-4cc2-b267-5a93165cc7af';
const CATEGORY_ID = '6b1f0c3e-2d4a-4e8b-9c7d-1a2b3c4d5e6f';
const dir = mkdtempSync(join(tmpdir(), 'vinotheca-coverage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let ids = 0;
function entry(method: string, path: string, status: number, body: unknown): RequestLogEntry {
  ids += 1;
  return {
    id: String(ids),
    at: new Date(Date.UTC(2026, 11, 2, 9, 0, ids)).toISOString(),
    method,
    path,
    status,
    durationMs: 4,
    fault: null,
    request: { headers: { Authorization: 'Bearer a-real-token' }, body: null },
    response: { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    contract: contractCoverage(method, path, status),
  };
}
const error = (status: number, error: string) => ({ status, error, message: 'Something' });

/** Under contract and as the wire schemas say: a revoked token's 401, an unknown wine's 404. */
const GOOD = [
  entry('GET', '/api/v1/admin/analytics/summary', 401, error(401, 'Unauthorized')),
  entry('GET', `/api/v1/admin/wines/${WINE_ID}`, 404, error(404, 'Not Found')),
];
/** The pact has no 503 of a wine. */
const UNCOVERED = entry('GET', `/api/v1/admin/wines/${WINE_ID}?view=full`, 503, error(503, 'Service Unavailable'));
/** Under contract, but its answer is no WineCategory: a number for a name, fields missing. */
const DRIFTING = entry('GET', `/api/v1/admin/categories/${CATEGORY_ID}`, 200, { id: CATEGORY_ID, name: 42 });

function write(name: string, content: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}
const coverage = (...args: string[]) => runNode(['scripts/contracts-coverage.mjs', ...args]);

describe('npm run contracts:coverage', () => {
  it('names the request the pact does not cover, with a starting point, and the drifting answer: exit 1', async () => {
    const file = write('mixed.har', toHar([...GOOD, UNCOVERED, DRIFTING]));
    const { code, output } = await coverage(file);
    expect(code).toBe(1);
    expect(output).toContain(`${file}: 4 API requests over 3 endpoints`);
    expect(output).toContain('Under contract: 3 answers');
    expect(output).toContain(
      '✔ GET /api/v1/admin/analytics/summary 401: "a request for the analytics summary with a revoked token"',
    );
    expect(output).toContain('Not under contract: 1 answer');
    expect(output).toContain('✘ GET /api/v1/admin/wines/:id 503 (1 request; the pact has 200, 404 for this endpoint)');
    expect(output).toContain('A starting point for contracts/wines.pact.test.ts:');
    expect(output).toContain(`.withRequest('GET', adminPath('/wines/${WINE_ID}'), (builder) => {`);
    expect(output).toContain('builder.query({"view":"full"});');
    expect(output).toContain('builder.headers(AUTHORIZED);');
    expect(output).toContain('.willRespondWith(503, (builder) => {');
    expect(output).toContain('jsonError(builder, errorBody(503));');
    expect(output).toContain('Drift: 1 answer does not satisfy the wire schemas');
    expect(output).toContain(
      `✘ GET /api/v1/admin/categories/${CATEGORY_ID} 200: not a wineCategorySchema (src/api/wire-schemas.ts)`,
    );
    expect(output).toContain('name: Invalid input: expected string, received number');
    expect(output).toContain('✘ 1 answer not under contract, 1 drifting.');
    expect(output).not.toContain('a-real-token');
  });

  it('passes a session all under contract and as the schemas say: exit 0', async () => {
    const { code, output } = await coverage(write('good.har', toHar(GOOD)));
    expect(output).toContain('Not under contract: 0 answers');
    expect(output).toContain('✔ Every answer is under contract and none drifts.');
    expect(code).toBe(0);
  });

  it('refuses what it cannot read with a sentence: exit 2', async () => {
    const none = await coverage();
    expect(none).toMatchObject({ code: 2, output: expect.stringContaining('Name a HAR file.') as unknown });
    const notJson = await coverage(write('broken.har', '{"log": '));
    expect(notJson.code).toBe(2);
    expect(notJson.output).toContain('broken.har is not JSON, so not a HAR file');
    const notHar = await coverage(write('other.json', { requests: [] }));
    expect(notHar.code).toBe(2);
    expect(notHar.output).toContain('Not a HAR file: expected a JSON object with log.entries (HAR 1.2).');
    const missing = await coverage(join(dir, 'missing.har'));
    expect(missing).toMatchObject({
      code: 2,
      output: expect.stringContaining('missing.har: no such file.') as unknown,
    });
  });
});

describe('the coverage of a session', () => {
  it('reads a browser’s recording: pages and scripts left out, a network error neither covered nor not', () => {
    const har = toHar([
      { ...GOOD[0]!, path: '/assets/index.js', contract: [] },
      { ...GOOD[1]!, status: 0, response: { headers: {}, body: null } },
      DRIFTING,
      entry('GET', '/api/v1/admin/no-such-endpoint', 404, error(404, 'Not Found')),
    ]);
    const result = sessionCoverage(har);
    expect(result.others).toBe(1);
    expect(result.unanswered).toBe(1);
    expect(result.covered.map((r) => r.endpoint)).toEqual(['GET /api/v1/admin/categories/:id']);
    expect(coverageReport(har, 'recorded.har').code).toBe(1);
    expect(result.uncovered).toEqual([
      expect.objectContaining({
        label: 'GET /api/v1/admin/no-such-endpoint 404',
        startingPoint: null,
        pactFile: null,
      }),
    ]);
  });

  it('writes a success body’s shape from the zod wire schema, with the answer’s values as examples', () => {
    const shape = bodyShape(wineCategorySchema, {
      id: CATEGORY_ID,
      name: 'Natural',
      description: null,
      wineCount: 3,
      createdAt: '2026-11-16T09:00:00Z',
      updatedAt: '2026-11-16T09:00:00Z',
    });
    expect(shape).toContain("name: string('Natural'),");
    expect(shape).toContain('wineCount: integer(3),');
    expect(shape).toContain("createdAt: instant('2026-11-16T09:00:00Z'),");
    expect(shape.startsWith('{\n')).toBe(true);
  });
});
