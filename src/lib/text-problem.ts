/**
 * The messages of a required, trimmed text of at most `max` characters, as every form and the mock
 * give them ("Name is required", "Name must be at most 60 characters"), without zod: a screen that
 * checks one name need not load a schema library. `requiredText` (text-rule.ts) builds its schema
 * from the same words.
 */
export const textMessages = (label: string, max: number): TextMessages => ({
  required: `${label} is required`,
  notString: `${label} must be a string`,
  tooLong: `${label} must be at most ${max} characters`,
});

/** A required text's messages: empty, not a string, too long. */
export interface TextMessages {
  required: string;
  notString: string;
  tooLong: string;
}

/** Which rule `value` breaks as a required text of at most `max` characters after trimming, or null. */
export function requiredTextRule(max: number, value: string): 'required' | 'tooLong' | null {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  return trimmed.length > max ? 'tooLong' : null;
}

/**
 * What is wrong with `value` as a required text of at most `max` characters after trimming, or
 * null, in the mock's English words (the console words it from `requiredTextRule` and the catalogue).
 */
export function requiredTextProblem(label: string, max: number, value: string): string | null {
  const rule = requiredTextRule(max, value);
  return rule === null ? null : textMessages(label, max)[rule];
}
