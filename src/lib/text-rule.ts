import { z } from 'zod';

/**
 * A required, trimmed text of at most `max` characters, with the messages every form and the mock
 * give: "Name is required", "Name must be a string", "Name must be at most 60 characters".
 */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a string`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}
