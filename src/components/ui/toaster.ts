import { createToaster } from '@chakra-ui/react';

/**
 * The toast queue; `Toaster` in toaster-view.tsx renders it. Toasts stack at the bottom right: at
 * the top they covered the top bar's theme, bell and account buttons, and just below it a screen's
 * own actions (a wine's Publish and Archive), holding them while hovered.
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 6, offsets: '1rem' });
