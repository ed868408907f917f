import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { notify } from '@/components/ui/notify';
import { Providers } from './providers';

// The sign-in page has no Chakra of its own: the toaster brings its own scope with the first toast.
it('shows a toast on a screen without Chakra, the toaster loading with the first toast', async () => {
  render(
    <Providers>
      <p>A plain page</p>
    </Providers>,
  );
  expect(document.querySelector('[data-scope="toast"]')).toBeNull();
  act(() =>
    notify({ type: 'error', title: 'Server Error', description: 'Something went wrong on our side.', duration: 5000 }),
  );
  expect(await screen.findByText('Server Error')).toBeTruthy();
  expect(screen.getByText('Something went wrong on our side.')).toBeTruthy();
  expect(screen.getByText('A plain page')).toBeTruthy();
});
