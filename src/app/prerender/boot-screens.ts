/**
 * The screens index.html carries before the app's code runs (ADR 0018), and the app's take-over.
 *
 * At build time the sign-in page and the console's loading frame are rendered into #root
 * (prerender.tsx, through vite.config.ts). public/boot.js shows one of them before the first paint
 * (the `boot-*` classes below, styled in public/boot.css), and notes a submit or a demo account
 * picked on #root. When the first route is ready, main.tsx takes over: what the visitor typed and
 * what they asked for are kept here for the sign-in route, React draws the real screen in place of
 * the prerendered one, and the focus goes back to the field that had it, all in the same task (a
 * key pressed meanwhile lands in the real field).
 */

// The sign-in page's styles arrive with the page (the entry's stylesheet), as its markup does.
import '@/app/layouts/auth-layout.css';
import '@/features/auth/sign-in.css';

/** On #root while it holds the prerendered screens. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set by boot.js when the prerendered sign-in form was submitted. */
const SUBMITTED_ATTRIBUTE = 'data-boot-submitted';
/** Set by boot.js to the position of the demo account picked on the prerendered page. */
const PICKED_ATTRIBUTE = 'data-boot-picked';
/** Set by boot.js while the prerendered password is shown (Show password). */
const REVEALED_ATTRIBUTE = 'data-boot-revealed';

/** The wrappers of the two screens: boot.css hides the one that does not fit. */
export const BOOT_SCREEN_CLASS = { signIn: 'boot-screen boot-sign-in', shell: 'boot-screen boot-shell' } as const;

/** What the visitor did on the prerendered sign-in page, for the real one to carry on from. */
export interface SignInHandoff {
  email: string;
  password: string;
  /** The field that had the focus. */
  focus: 'email' | 'password' | null;
  /** The form was submitted (Enter or the button). */
  submitted: boolean;
  /** The position of the demo account picked last. */
  pickedAccount: number | null;
  /** The password was left shown. */
  revealed: boolean;
}

let pending: SignInHandoff | null = null;

function fieldValue(scope: ParentNode, name: string): string {
  return scope.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
}

/**
 * Reads what the visitor did on the prerendered sign-in page (if it was the screen shown), marks
 * #root as taken over, calls `render` (which must draw synchronously) and puts the focus back.
 */
export function takeOverBootScreens(container: HTMLElement, render: () => void): void {
  readBootScreens(container);
  // Read before rendering: the sign-in route may use the hand-off up in its first effects.
  const focus = pending?.focus;
  render();
  if (focus) container.querySelector<HTMLInputElement>(`input[name="${focus}"]`)?.focus();
}

function readBootScreens(container: HTMLElement): void {
  pending = null;
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
  const signIn = container.querySelector<HTMLElement>('.boot-sign-in');
  const picked = Number.parseInt(container.getAttribute(PICKED_ATTRIBUTE) ?? '', 10);
  const submitted = container.hasAttribute(SUBMITTED_ATTRIBUTE);
  const revealed = container.hasAttribute(REVEALED_ATTRIBUTE);
  for (const name of [PRERENDERED_ATTRIBUTE, SUBMITTED_ATTRIBUTE, PICKED_ATTRIBUTE, REVEALED_ATTRIBUTE]) container.removeAttribute(name);
  if (!signIn || getComputedStyle(signIn).display === 'none') return;
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && signIn.contains(active) ? active.name : null;
  const handoff: SignInHandoff = {
    email: fieldValue(signIn, 'email'),
    password: fieldValue(signIn, 'password'),
    focus: focused === 'email' || focused === 'password' ? focused : null,
    submitted,
    pickedAccount: Number.isInteger(picked) && picked >= 0 ? picked : null,
    revealed,
  };
  const acted = handoff.email || handoff.password || handoff.focus || handoff.submitted || handoff.pickedAccount !== null || handoff.revealed;
  pending = acted ? handoff : null;
}

/** What the sign-in page should start from, without using it up (a render may run twice). */
export function peekSignInHandoff(): SignInHandoff | null {
  return pending;
}

/** The hand-off, used up: a later visit to the sign-in page starts empty. */
export function takeSignInHandoff(): SignInHandoff | null {
  const handoff = pending;
  pending = null;
  return handoff;
}
