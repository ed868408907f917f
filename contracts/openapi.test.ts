import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Comparator } from '@pactflow/openapi-pact-comparator';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_KEYS } from '@/api/endpoints';
import { buildOpenApiDocument, openApiPath } from './openapi/document';
import { seedExamples } from './openapi/examples';
import { createAnswerValidator } from './support/openapi-validator';
import { COMMITTED_PACT_FILE } from './support/pact';

const OPENAPI_FILE = resolve('contracts/openapi.json');
const committedText = readFileSync(OPENAPI_FILE, 'utf8');
const committed = JSON.parse(committedText) as ReturnType<typeof buildOpenApiDocument> & {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
};
const pact = JSON.parse(readFileSync(COMMITTED_PACT_FILE, 'utf8')) as { interactions: unknown[] };
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

async function compare(document: unknown) {
  const results: { type: string; code: string; message: string; mockDetails?: { interactionDescription?: string } }[] =
    [];
  for await (const result of new Comparator({ oas: document as never }).compare(pact as never)) results.push(result);
  return results;
}

describe('the OpenAPI document', () => {
  it('is generated from the schemas, with examples from the demo seed: the committed file is up to date', async () => {
    // If this fails: node scripts/openapi-generate.mjs, then commit contracts/openapi.json.
    expect(committedText).toBe(`${JSON.stringify(buildOpenApiDocument(version, await seedExamples()), null, 2)}\n`);
  });

  it('each example from the seed conforms to its own schema', () => {
    const check = createAnswerValidator(committed);
    const examples = Object.entries(committed.components.schemas).filter(([, schema]) => 'examples' in schema);
    expect(examples.map(([name]) => name).sort()).toEqual([
      'AdminUser',
      'AuditEvent',
      'Cellar',
      'InventoryItem',
      'SystemSettings',
      'Wine',
      'WineCategory',
    ]);
    const one = (name: string) => (committed.components.schemas[name] as { examples: unknown[] }).examples[0];
    expect(
      check({
        method: 'GET',
        path: '/api/v1/admin/users/x',
        status: 200,
        contentType: 'application/json',
        body: one('AdminUser'),
      }),
    ).toEqual([]);
    expect(
      check({
        method: 'GET',
        path: '/api/v1/admin/wines/x',
        status: 200,
        contentType: 'application/json',
        body: one('Wine'),
      }),
    ).toEqual([]);
    expect(
      check({
        method: 'GET',
        path: '/api/v1/admin/categories/x',
        status: 200,
        contentType: 'application/json',
        body: one('WineCategory'),
      }),
    ).toEqual([]);
    expect(
      check({
        method: 'GET',
        path: '/api/v1/admin/cellars/x',
        status: 200,
        contentType: 'application/json',
        body: one('Cellar'),
      }),
    ).toEqual([]);
    expect(
      check({
        method: 'GET',
        path: '/api/v1/admin/settings',
        status: 200,
        contentType: 'application/json',
        body: one('SystemSettings'),
      }),
    ).toEqual([]);
  });

  it('describes every declared endpoint, with its method', () => {
    const keys = ENDPOINT_KEYS;
    const missing = keys.filter((key) => !committed.paths[openApiPath(key)]?.[key.split(' ')[0]!.toLowerCase()]);
    expect(missing).toEqual([]);
    const operations = Object.values(committed.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
    expect(operations).toBe(keys.length);
  });

  it('passes Redocly’s recommended lint with no error and no warning', () => {
    const run = spawnSync(resolve('node_modules/.bin/redocly'), ['lint', OPENAPI_FILE, '--format', 'json'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { message: string }[];
    };
    expect(report.problems.map((problem) => problem.message)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(run.status).toBe(0);
  }, 60_000);

  it('agrees with the pact: openapi-pact-comparator finds nothing', async () => {
    expect(await compare(committed)).toEqual([]);
    expect(pact.interactions.length).toBeGreaterThanOrEqual(100);
  });

  it('the comparator would notice a document that disagrees (control)', async () => {
    const wrong = structuredClone(committed);
    delete wrong.paths['/api/v1/admin/wines']!.get;
    wrong.components.schemas.AdminUser!.properties!.email = { type: 'integer' };
    const codes = new Set((await compare(wrong)).map((result) => result.code));
    expect(codes).toEqual(new Set(['request.path-or-method.unknown', 'response.body.incompatible']));
  });

  it('the answer validator notices an answer that disagrees (control)', () => {
    const check = createAnswerValidator(committed);
    const admin = {
      id: 'a1',
      email: 'a@b.test',
      fullName: 'A',
      role: 'VIEWER',
      active: true,
      locked: false,
      twoFactorEnabled: false,
      lastLoginAt: null,
      createdAt: '2026-01-15T09:00:00Z',
      updatedAt: '2026-01-15T09:00:00.123456+01:00',
      avatarUrls: null,
      themePreference: 'SYSTEM',
      language: null,
    };
    const answer = {
      method: 'GET',
      path: '/api/v1/admin/users/a1',
      status: 200,
      contentType: 'application/json',
      body: admin,
    };
    expect(check(answer)).toEqual([]);
    expect(check({ ...answer, body: { ...admin, role: 'OWNER' } })).toEqual([expect.stringContaining('/role')]);
    expect(check({ ...answer, body: { ...admin, createdAt: 'yesterday' } })).toEqual([
      expect.stringContaining('/createdAt'),
    ]);
    expect(check({ ...answer, status: 418 })).toEqual([expect.stringContaining('status not documented')]);
    expect(check({ ...answer, path: '/api/v1/admin/nowhere' })).toEqual([expect.stringContaining('no such operation')]);
    const problem = {
      method: 'GET',
      path: '/api/v1/admin/users/a1',
      status: 404,
      contentType: 'application/problem+json',
      body: { status: 404, error: 'Not Found', message: 'Admin not found' },
    };
    expect(check(problem)).toEqual([]);
  });
});
