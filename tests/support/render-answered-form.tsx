import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { vi } from 'vitest';
import { system } from '@/theme/system';

/** What a form that reports to a route action takes: the last result, and a submit callback. */
export interface AnsweredFormProps<V, R> {
  result: R | null;
  onSubmit: (values: V) => void;
}

/**
 * Tests only: renders a form whose every submission is answered by `respond`, as its route action
 * would, and returns the submit spy and a user-event session.
 */
export function renderAnsweredForm<V, R>(
  form: (props: AnsweredFormProps<V, R>) => ReactElement,
  respond: (values: V) => R,
) {
  const onSubmit = vi.fn<(values: V) => void>();
  function Harness() {
    const [result, setResult] = useState<R | null>(null);
    return form({
      result,
      onSubmit: (values) => {
        onSubmit(values);
        setResult(respond(values));
      },
    });
  }
  render(
    <ChakraProvider value={system}>
      <Harness />
    </ChakraProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}
