import { createToaster } from '@chakra-ui/react';

/**
 * The toast queue; `Toaster` in toaster-view.tsx renders it. The stack starts below the top bar
 * (4rem high), so a toast never covers the theme, bell or account buttons.
 */
const TOAST_OFFSETS = { top: '5rem', right: '1rem', bottom: '1rem', left: '1rem' } as const;

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 6, offsets: TOAST_OFFSETS });
