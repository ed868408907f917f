import { describe, expect, it } from 'vitest';
import { ENDPOINT_KEYS, ENDPOINTS } from '@/api/endpoints';
import type { EndpointDeclaration } from '@/api/endpoints/define';
import { createHandlers, handlerGroups } from './create-handlers';

const OPTIONS = { adminBase: 'http://localhost/api/v1/admin', generalBase: 'http://localhost/api/v1' };
const routes = (handlers: ReturnType<typeof createHandlers>) =>
  handlers.map(({ info }) => `${String(info.method)} ${String(info.path)}`);

describe('handlerGroups', () => {
  it('makes, group by group, the handlers createHandlers makes at once, in the same order', () => {
    const groups = handlerGroups(OPTIONS);
    expect(groups.length).toBeGreaterThan(10);
    const grouped = groups.flatMap((make) => make());
    const whole = createHandlers(OPTIONS);
    expect(whole.length).toBeGreaterThan(50);
    expect(routes(grouped)).toEqual(routes(whole));
    // Nothing is made before its group is called: the browser makes them across tasks.
    expect(new Set(grouped).size).toBe(grouped.length);
  });
});

describe('createHandlers', () => {
  it('registers each declared endpoint once, below its base, and then only the catch-all 404s', () => {
    const declared = ENDPOINT_KEYS.map((key) => {
      const [method, path] = key.split(' ') as [string, string];
      const declaration: EndpointDeclaration = ENDPOINTS[key];
      return `${method} ${declaration.api === 'general' ? OPTIONS.generalBase : OPTIONS.adminBase}${path}`;
    });
    const registered = routes(createHandlers(OPTIONS));
    expect([...registered].sort()).toEqual(
      [...declared, `/.+/ ${OPTIONS.adminBase}/*`, `/.+/ ${OPTIONS.generalBase}/reference/*`].sort(),
    );
  });

  it('tries a fixed path before a parameter in the same place (`/users/check-email` before `/users/:id`)', () => {
    const registered = routes(createHandlers(OPTIONS));
    const at = (route: string) =>
      registered.indexOf(`${route.split(' ')[0]} ${OPTIONS.adminBase}${route.split(' ')[1]}`);
    expect(at('GET /users/check-email')).toBeLessThan(at('GET /users/:id'));
    expect(at('POST /users/bulk')).toBeGreaterThan(-1);
  });
});
