import { createToaster } from '@chakra-ui/react';

/** The toast queue; `Toaster` in toaster-view.tsx renders it. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 6 });
