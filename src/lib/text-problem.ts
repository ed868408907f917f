/**
 * The messages of a required, trimmed text of at most `max` characters, as every form and the mock
 * give them ("Name is required", "Name must be at most 60 characters"), without zod: a screen that
 * checks one name need not load a schema library. `requiredText` (text-rule.ts) builds its schema
 * from the same words.
 */
export const textMessages = (label: string, max: number) => ({
  required: `${label} is required`,
  notString: `${label} must be a string`,
  tooLong: `${label} must be at most ${max} characters`,
});

/** What is wrong with `value` as a required text of at most `max` characters after trimming, or null. */
export function requiredTextProblem(label: string, max: number, value: string): string | null {
  const trimmed = value.trim();
  const messages = textMessages(label, max);
  if (!trimmed) return messages.required;
  return trimmed.length > max ? messages.tooLong : null;
}
