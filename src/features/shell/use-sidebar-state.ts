import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { BREAKPOINTS } from '@/theme/system';

/**
 * The sidebar is in-flow from lg up. Tablets (md to below lg) get the mobile overlay too: beside a
 * 256 px rail the content area would be narrower than 512 px, too tight for tables and forms.
 */
const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.lg}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isDesktopNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches;
}

export interface SidebarState {
  open: boolean;
  /** Below lg the sidebar floats over the content with a backdrop. */
  isOverlay: boolean;
  toggle: () => void;
  /** Closes the overlay and hands focus back to the menu button. */
  dismiss: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Open by default on desktop; on smaller screens closed by default, and closed again by a route
 * change, the Escape key or `dismiss` (the backdrop).
 */
export function useSidebarState(): SidebarState {
  const isOverlay = !useSyncExternalStore(subscribe, isDesktopNow, () => true);
  const { key } = useLocation();
  const [desktopOpen, setDesktopOpen] = useState(true);
  // The overlay remembers the location it was opened at, so any navigation closes it.
  const [overlayOpenedAt, setOverlayOpenedAt] = useState<string | null>(null);
  if (overlayOpenedAt !== null && (!isOverlay || overlayOpenedAt !== key)) setOverlayOpenedAt(null);
  const open = isOverlay ? overlayOpenedAt === key : desktopOpen;
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const toggle = useCallback(() => {
    if (isOverlay) setOverlayOpenedAt((openedAt) => (openedAt === null ? key : null));
    else setDesktopOpen((o) => !o);
  }, [isOverlay, key]);

  const dismiss = useCallback(() => {
    setOverlayOpenedAt(null);
    menuButtonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!isOverlay || !open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOverlay, open, dismiss]);

  return { open, isOverlay, toggle, dismiss, menuButtonRef };
}
