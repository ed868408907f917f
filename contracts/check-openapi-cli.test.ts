import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { COMMITTED_PACT_FILE } from './support/pact';
import { runNode } from './support/run-node';

// `npm run contracts:check-openapi`, as a backend team runs it: a child process, its output and
// exit status. The broken documents are copies of ours made here, each with one change.

type Schema = Record<string, unknown>;
interface Document {
  openapi: string;
  info: { license: Schema };
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, Schema & { properties: Record<string, Schema>; required: string[] }> };
}

const ours = JSON.parse(readFileSync('contracts/openapi.json', 'utf8')) as Document;
const pact = JSON.parse(readFileSync(COMMITTED_PACT_FILE, 'utf8')) as {
  interactions: { request: { method: string; path: string }; response: { status: number } }[];
};
const interactionCount = pact.interactions.length;
/** The interactions on one wine's own path, `/wines/{id}` (not `/wines/bulk`): the removed path's. */
const onOneWine = pact.interactions.filter(({ request }) =>
  /^\/api\/v1\/admin\/wines\/(?!bulk$)[^/]+$/.test(request.path),
).length;
/** The interactions that read a wine and are answered 404: the changed status's. */
const wineNotFound = pact.interactions.filter(
  ({ request, response }) =>
    request.method === 'GET' && /^\/api\/v1\/admin\/wines\/[^/]+$/.test(request.path) && response.status === 404,
).length;
const dir = mkdtempSync(join(tmpdir(), 'vinotheca-check-openapi-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a document into the temporary folder; JSON unless the name says YAML. */
function write(name: string, document: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, name.endsWith('.json') ? JSON.stringify(document, null, 2) : stringify(document));
  return file;
}

/** The check, run from the repository's folder as `npm run` runs it. */
function check(...args: string[]) {
  return runNode(['scripts/contracts-check-openapi.mjs', ...args], { ...process.env, INIT_CWD: process.cwd() });
}

/**
 * Our 3.1 document said in OpenAPI 3.0, as springdoc or NestJS write one: `nullable` instead of a
 * `null` type or branch (the referenced schema inlined, as 3.0 ignores a `$ref`'s siblings, and
 * `null` added to an enum as 3.0.3 asks), `enum` for `const`, `format: binary` for file parts,
 * `example` for `examples`.
 */
function toOpenApi30(source: Document): Document {
  const document = structuredClone(source);
  const component = (ref: string) => document.components.schemas[ref.replace('#/components/schemas/', '')]!;
  const convert = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(convert);
    if (!node || typeof node !== 'object') return node;
    let out: Schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, convert(value)]));
    if (Array.isArray(out.anyOf) && (out.anyOf as Schema[]).some((branch) => branch.type === 'null')) {
      const { anyOf, ...rest } = out;
      const others = (anyOf as Schema[]).filter((branch) => branch.type !== 'null');
      if (others.length !== 1) throw new Error(`a nullable anyOf of ${others.length} branches`);
      const only = others[0]!;
      out = { ...rest, ...(typeof only.$ref === 'string' ? (convert(component(only.$ref)) as Schema) : only) };
      out.nullable = true;
      if (Array.isArray(out.enum)) out.enum = [...(out.enum as unknown[]), null];
    }
    if (Array.isArray(out.type)) {
      const { type, ...rest } = out as Schema & { type: string[] };
      const types = type.filter((one) => one !== 'null');
      out = {
        ...rest,
        ...(types.length === 1 ? { type: types[0] } : { anyOf: types.map((one) => ({ type: one })) }),
        ...(type.includes('null') ? { nullable: true } : {}),
      };
    }
    if ('const' in out) {
      const { const: value, ...rest } = out;
      out = { ...rest, enum: [value] };
    }
    if ('contentMediaType' in out) {
      const { contentMediaType: _binary, ...rest } = out;
      out = { ...rest, format: 'binary' };
    }
    return out;
  };
  document.paths = convert(document.paths) as Document['paths'];
  document.components.schemas = Object.fromEntries(
    Object.entries(convert(document.components.schemas) as Document['components']['schemas']).map(
      ([name, { examples, ...schema }]) => [
        name,
        Array.isArray(examples) ? { ...schema, example: examples[0] } : schema,
      ],
    ),
  ) as Document['components']['schemas'];
  delete document.info.license.identifier;
  document.openapi = '3.0.3';
  return document;
}

const agreed = new RegExp(`agrees with the pact: ${interactionCount} interactions checked, 0 disagreements\\n`);

describe('npm run contracts:check-openapi', () => {
  it('passes on our own document, naming the pact, and prints its help', async () => {
    const run = await check('contracts/openapi.json');
    expect(run.output).toContain(
      `Pact vinotheca-admin-console → vinotheca-admin-api (contracts/pacts/vinotheca-admin-console-vinotheca-admin-api.json): ${interactionCount} interactions, 0 disagreements`,
    );
    expect(run.output).toMatch(agreed);
    expect(run.output).toContain('✔ contracts/openapi.json agrees with the pact');
    expect(run.code).toBe(0);
    const help = await check('--help');
    expect(help.output).toContain('Usage: npm run contracts:check-openapi -- <their-openapi.(json|yaml|yml)>');
    expect(help.code).toBe(0);
  }, 60_000);

  it('passes on a YAML copy of it, and on a single pact given with --pact', async () => {
    const run = await check(write('openapi.yaml', ours), '--pact', COMMITTED_PACT_FILE);
    expect(run.output).toMatch(agreed);
    expect(run.code).toBe(0);
  }, 60_000);

  it('passes on an OpenAPI 3.0 copy, and reads its `nullable` (control: a field no longer nullable fails)', async () => {
    const converted = toOpenApi30(ours);
    const file = write('openapi-3.0.yml', converted);
    // The copy is valid OpenAPI 3.0, by Redocly's structural rules.
    const lint = spawnSync(resolve('node_modules/.bin/redocly'), ['lint', file, '--extends', 'minimal'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    expect(`${lint.stdout}${lint.stderr}`).toContain('Your API description is valid');
    expect(JSON.stringify(converted)).not.toMatch(/"type":"null"|"type":\[/);
    const run = await check(file);
    expect(run.output).toMatch(agreed);
    expect(run.code).toBe(0);

    const strict = structuredClone(converted);
    delete strict.components.schemas.AdminUser!.properties.lastLoginAt!.nullable;
    const failed = await check(write('strict-3.0.json', strict));
    expect(failed.output).toMatch(
      /a creation of an admin — POST \/api\/v1\/admin\/users: Response body is incompatible .*: must be string \(at response\.body\.lastLoginAt\)/,
    );
    expect(failed.code).toBe(1);
  }, 90_000);

  it('fails on a copy without a path, naming each interaction, its method and path', async () => {
    expect(onOneWine).toBeGreaterThanOrEqual(5);
    const removed = structuredClone(ours);
    delete removed.paths['/api/v1/admin/wines/{id}'];
    const run = await check(write('removed-path.json', removed));
    for (const line of [
      'a request for one wine — GET /api/v1/admin/wines/9d439969-8166-4cc2-b267-5a93165cc7af: Path or method not defined in spec file',
      'an update of a wine — PUT /api/v1/admin/wines/9d439969-8166-4cc2-b267-5a93165cc7af: Path or method not defined in spec file',
      'a deletion of a wine — DELETE /api/v1/admin/wines/9d439969-8166-4cc2-b267-5a93165cc7af: Path or method not defined in spec file',
    ])
      expect(run.output).toContain(line);
    expect(run.output).toContain('(request.path-or-method.unknown; their document at paths)');
    expect(run.output).toMatch(
      new RegExp(
        `✘ .*removed-path\\.json disagrees with the pact: ${interactionCount} interactions checked, ${onOneWine} disagreements in ${onOneWine} interactions`,
      ),
    );
    expect(run.code).toBe(1);
  }, 60_000);

  it('fails on a copy with a renamed response field, naming the field the pact has', async () => {
    const renamed = structuredClone(ours);
    const admin = renamed.components.schemas.AdminUser!;
    admin.properties = Object.fromEntries(
      Object.entries(admin.properties).map(([name, schema]) => [name === 'email' ? 'emailAddress' : name, schema]),
    );
    admin.required = admin.required.map((name) => (name === 'email' ? 'emailAddress' : name));
    const run = await check(write('renamed-field.json', renamed));
    expect(run.output).toContain(
      'a request for one admin — GET /api/v1/admin/users/3f0c2a6e-8d1b-4c7a-9e5f-2b4d6a8c0e1f: Response body is incompatible with the response body schema in the spec file: must NOT have additional properties - email (at response.body)',
    );
    expect(run.output).toContain(
      '(response.body.incompatible; their document at paths./api/v1/admin/users/{id}.get.responses.200.content.application/json.schema.additionalProperties)',
    );
    expect(run.output).toContain('a request for the own profile — GET /api/v1/admin/auth/me: Response body');
    expect(run.output).toMatch(
      /✘ .*renamed-field\.json disagrees with the pact: \d+ interactions checked, \d+ disagreements/,
    );
    expect(run.code).toBe(1);
  }, 60_000);

  it('fails on a copy with a changed status, naming the status the pact expects; a status left to `default` only warns', async () => {
    const changed = structuredClone(ours);
    const responses = changed.paths['/api/v1/admin/wines/{id}']!.get!.responses;
    changed.paths['/api/v1/admin/wines/{id}']!.get!.responses = Object.fromEntries(
      Object.entries(responses).map(([status, response]) => [status === '404' ? '410' : status, response]),
    );
    const run = await check(write('changed-status.json', changed));
    expect(run.output).toContain(
      'a request for a wine that does not exist — GET /api/v1/admin/wines/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f: Response status code not defined in spec file: 404',
    );
    expect(run.output).toContain(
      '(response.status.unknown; their document at paths./api/v1/admin/wines/{id}.get.responses)',
    );
    expect(wineNotFound).toBeGreaterThan(0);
    expect(run.output).toMatch(new RegExp(`${wineNotFound} disagreements? in ${wineNotFound} interactions?\n`));
    expect(run.code).toBe(1);

    // A status their document covers only by `default` is a warning, as in PactFlow: it does not fail.
    const byDefault = structuredClone(ours);
    const get = byDefault.paths['/api/v1/admin/wines/{id}']!.get!;
    get.responses = Object.fromEntries(
      Object.entries(get.responses).map(([status, response]) => [status === '404' ? 'default' : status, response]),
    );
    const warned = await check(write('default-status.yaml', byDefault));
    expect(warned.output).toContain('Warnings (they do not fail the check):');
    expect(warned.output).toContain(
      'a request for a wine that does not exist — GET /api/v1/admin/wines/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f: Response status code matched default response in spec file: 404',
    );
    expect(warned.output).toMatch(/agrees with the pact: \d+ interactions checked, 0 disagreements, 1 warning\n/);
    expect(warned.code).toBe(0);
  }, 60_000);

  it('exits 2 naming the file and the problem: usage, missing or unreadable files, not OpenAPI 3, unresolved references', async () => {
    const none = await check();
    expect(none.output).toContain('Give the backend’s OpenAPI document.');
    expect(none.code).toBe(2);
    const text = await check('their-openapi.txt');
    expect(text.output).toContain('their-openapi.txt: the document must be a .json, .yaml or .yml file.');
    expect(text.code).toBe(2);
    const missing = await check(join(dir, 'missing.json'));
    expect(missing.output).toContain(`Cannot read ${join(dir, 'missing.json')}: no such file`);
    expect(missing.code).toBe(2);
    const badYaml = join(dir, 'bad.yaml');
    writeFileSync(badYaml, 'openapi: 3.1.0\npaths: {\n');
    const yaml = await check(badYaml);
    expect(yaml.output).toContain(`${badYaml} is not valid YAML:`);
    expect(yaml.code).toBe(2);
    const swagger = await check(write('swagger.json', { swagger: '2.0', paths: {} }));
    expect(swagger.output).toContain('is not an OpenAPI 3.0 or 3.1 document (its "openapi" field is "Swagger 2.0")');
    expect(swagger.code).toBe(2);
    const dangling = structuredClone(ours);
    delete (dangling.components.schemas as Record<string, unknown>).Wine;
    const refs = await check(write('dangling.json', dangling));
    expect(refs.output).toContain('has references that do not resolve inside it');
    expect(refs.output).toContain('#/components/schemas/Wine');
    expect(refs.code).toBe(2);
    const invalid = structuredClone(ours);
    invalid.components.schemas.Wine!.properties.name!.type = 'strin';
    const schema = await check(write('invalid-schema.json', invalid));
    expect(schema.output).toMatch(
      /Cannot compare .*invalid-schema\.json with contracts\/pacts\/.*: type must be JSONType/,
    );
    expect(schema.code).toBe(2);
    const noPact = await check('contracts/openapi.json', '--pact', join(dir, 'no-pacts'));
    expect(noPact.output).toContain(`No pact at ${join(dir, 'no-pacts')}`);
    expect(noPact.code).toBe(2);
  }, 60_000);
});
