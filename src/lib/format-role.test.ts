import { describe, expect, it } from 'vitest';
import { formatRole } from './format-role';

describe('formatRole', () => {
  it.each([
    ['SUPER_ADMIN', 'Super Admin'],
    ['ADMIN', 'Admin'],
    ['EDITOR', 'Editor'],
    ['VIEWER', 'Viewer'],
    ['', ''],
  ])('%j → %j', (role, label) => expect(formatRole(role)).toBe(label));
});
