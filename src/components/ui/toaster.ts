import { createToaster } from '@chakra-ui/react';

/**
 * The toast queue; `Toaster` in toaster-view.tsx renders it. Toasts stack at the bottom centre: at
 * the top right they covered the top bar's theme, bell and account buttons and, just below it, a
 * screen's own actions (a wine's Publish and Archive); at the bottom right the rows' action menus.
 * Hovered, a toast stays, so it must not sit where the next click goes: in the middle of the page's
 * foot there are only the table's text cells (pagination and the page size sit at the sides).
 */
export const toaster = createToaster({ placement: 'bottom', pauseOnPageIdle: true, max: 6, offsets: '1rem' });

let scopedToasters = 0;
const scopeListeners = new Set<() => void>();
const tellScopeListeners = () => scopeListeners.forEach((listener) => listener());

/**
 * How many Chakra scopes, each with its toaster, are on screen (components/ui/chakra-scope.tsx); the
 * root shows a toaster of its own only while none is, so a toast is drawn once.
 */
export const toasterScopes = {
  enter(): () => void {
    scopedToasters += 1;
    tellScopeListeners();
    return () => {
      scopedToasters -= 1;
      tellScopeListeners();
    };
  },
  subscribe(listener: () => void): () => void {
    scopeListeners.add(listener);
    return () => scopeListeners.delete(listener);
  },
  active: (): boolean => scopedToasters > 0,
};
