import { z } from 'zod';
import { textMessages, type TextMessages } from './text-problem';

/**
 * A required, trimmed text of at most `max` characters, with the messages every form and the mock
 * give: "Name is required", "Name must be a string", "Name must be at most 60 characters". A
 * console form gives its own `messages`, from the catalogue in the language shown (the mock keeps
 * the English).
 */
export function requiredText(label: string, max: number, messages: TextMessages = textMessages(label, max)) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? messages.required : messages.notString) })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong);
}
