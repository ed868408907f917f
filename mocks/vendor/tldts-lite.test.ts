import { describe, expect, it } from 'vitest';
import { getDomain } from './tldts-lite';

describe('tldts-lite getDomain', () => {
  it.each([
    ['localhost', 'localhost'],
    ['127.0.0.1', '127.0.0.1'],
    ['app.vinotheca.test', 'vinotheca.test'],
    ['a.b.example.com.', 'example.com'],
    ['EXAMPLE.com', 'example.com'],
    ['', null],
    [null, null],
    ['::1', '::1'],
  ])('%j → %j', (host, domain) => expect(getDomain(host)).toBe(domain));
});
