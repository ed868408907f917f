import { z } from 'zod';
import { lazy } from '@/lib/lazy';
import { requiredText as text } from '@/lib/text-rule';

/** `POST /categories` and `PUT /categories/{id}`; the name's uniqueness is the handler's check. Built on first use. */
export const categoryRequestSchema = lazy(() =>
  z.object({
    name: text('Name', 60),
    description: z
      .string({ error: 'Description must be a string' })
      .trim()
      .max(500, 'Description must be at most 500 characters')
      .default(''),
  }),
);
