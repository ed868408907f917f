import { describe, expect, it } from 'vitest';
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
