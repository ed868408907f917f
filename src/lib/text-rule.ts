import { z } from 'zod';
import { textMessages } from './text-problem';

/**
 * A required, trimmed text of at most `max` characters, with the messages every form and the mock
 * give: "Name is required", "Name must be a string", "Name must be at most 60 characters" (a form
 * that speaks the language shown passes its own `messages`).
 */
export function requiredText(label: string, max: number, messages = textMessages(label, max)) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? messages.required : messages.notString) })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong);
}
