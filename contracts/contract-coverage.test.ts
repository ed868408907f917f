import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@/api/endpoints';
import { DEFAULT_ADMIN_BASE, DEFAULT_GENERAL_BASE } from '../mocks/app/create-handlers';
import { buildCoverageData, serialiseCoverageData } from './support/contract-coverage';
import { COMMITTED_PACT_FILE } from './support/pact';

const COVERAGE_FILE = 'mocks/core/contract-coverage.json';
const PACT_SOURCE = 'contracts/pacts/vinotheca-admin-console-vinotheca-admin-api.json';

describe('the contract coverage data of the mock’s request log', () => {
  const pact = JSON.parse(readFileSync(COMMITTED_PACT_FILE, 'utf8')) as Parameters<typeof buildCoverageData>[0];
  const data = buildCoverageData(
    pact,
    ENDPOINTS,
    { admin: DEFAULT_ADMIN_BASE, general: DEFAULT_GENERAL_BASE },
    PACT_SOURCE,
  );

  it('is generated from the pact: the committed file is up to date', () => {
    // If this fails: node scripts/contract-coverage-generate.mjs (or npm run contracts:generate), then commit it.
    expect(readFileSync(COVERAGE_FILE, 'utf8')).toBe(serialiseCoverageData(data));
  });

  it('holds every interaction of the pact, each on a declared endpoint with its status', () => {
    expect(data.interactions).toHaveLength(pact.interactions.length);
    expect(data.endpoints).toHaveLength(Object.keys(ENDPOINTS).length);
    for (const interaction of data.interactions) expect(data.endpoints).toContain(interaction.endpoint);
    expect(data.interactions).toContainEqual({
      description: 'a request for one wine',
      endpoint: 'GET /api/v1/admin/wines/:id',
      status: 200,
    });
  });

  it('refuses an interaction whose path no endpoint declares', () => {
    const stray = {
      interactions: [
        { description: 'a stray', request: { method: 'GET', path: '/nowhere' }, response: { status: 200 } },
      ],
    };
    expect(() =>
      buildCoverageData(stray, ENDPOINTS, { admin: DEFAULT_ADMIN_BASE, general: DEFAULT_GENERAL_BASE }, 'x'),
    ).toThrow('"a stray" (GET /nowhere) matches no declared endpoint');
  });
});
