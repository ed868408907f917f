import { describe, expect, it, vi } from 'vitest';
import { createNotices } from './notices';

describe('createNotices', () => {
  it('tells subscribers of each notice, with a new list each time, until they unsubscribe', () => {
    const notices = createNotices();
    const listener = vi.fn();
    const unsubscribe = notices.subscribe(listener);
    const empty = notices.list();
    notices.push('Storage is full.');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(notices.list()).toEqual(['Storage is full.']);
    expect(notices.list()).not.toBe(empty);
    expect(notices.list()).toBe(notices.list());
    unsubscribe();
    notices.push('Data replaced.');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(notices.list()).toEqual(['Storage is full.', 'Data replaced.']);
  });

  it('keeps the notices about the data for the page until each is dismissed', () => {
    const notices = createNotices();
    notices.push('Scenario "slow" applied.');
    notices.push('2 damaged saved records were left out.', { onPage: true });
    expect(notices.onPage()).toEqual(['2 damaged saved records were left out.']);
    notices.dismiss('2 damaged saved records were left out.');
    expect(notices.onPage()).toEqual([]);
    expect(notices.list()).toHaveLength(2);
  });
});
