/**
 * The prerendered page as the visitor finds it before the app's code runs (ADR 0018): the marks
 * public/boot.js sets on #root, what the visitor did there (read by the app's take-over,
 * boot-screens.ts), and whether the app is wanted yet. Nothing here loads React: the entry imports
 * this module, and an untouched sign-in page does not evaluate React until the visitor arrives.
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

function fieldValue(scope: ParentNode, name: string): string {
  return scope.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
}

/** The prerendered sign-in page, if it is the screen shown. */
function shownSignIn(container: HTMLElement): HTMLElement | null {
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE)) return null;
  const signIn = container.querySelector<HTMLElement>('.boot-sign-in');
  return signIn && getComputedStyle(signIn).display !== 'none' ? signIn : null;
}

/** What the visitor did on the prerendered sign-in page, if it is the screen shown and they did anything. */
export function readHandoff(container: HTMLElement): SignInHandoff | null {
  const signIn = shownSignIn(container);
  if (!signIn) return null;
  const picked = Number.parseInt(container.getAttribute(PICKED_ATTRIBUTE) ?? '', 10);
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && signIn.contains(active) ? active.name : null;
  const handoff: SignInHandoff = {
    email: fieldValue(signIn, 'email'),
    password: fieldValue(signIn, 'password'),
    focus: focused === 'email' || focused === 'password' ? focused : null,
    submitted: container.hasAttribute(SUBMITTED_ATTRIBUTE),
    pickedAccount: Number.isInteger(picked) && picked >= 0 ? picked : null,
    revealed: container.hasAttribute(REVEALED_ATTRIBUTE),
  };
  const acted =
    handoff.email ||
    handoff.password ||
    handoff.focus ||
    handoff.submitted ||
    handoff.pickedAccount !== null ||
    handoff.revealed;
  return acted ? handoff : null;
}

/**
 * Removes the prerendered screens of the languages not shown, which boot.css hides (`<html lang>`,
 * set by boot.js before the first paint; English when no copy is in that language, ADR 0037): one
 * copy of each screen stays, the one the visitor sees and the take-over reads.
 */
function dropOtherLanguages(container: HTMLElement): void {
  const screens = [...container.querySelectorAll<HTMLElement>('.boot-screen[lang]')];
  const primary = document.documentElement.lang.toLowerCase().split('-')[0];
  const shown = screens.some((screen) => screen.lang === primary) ? primary : 'en';
  for (const screen of screens) if (screen.lang !== shown) screen.remove();
}

/** Removes the prerendered page's marks: the app has taken over. */
export function clearBootMarks(container: HTMLElement): void {
  for (const name of [PRERENDERED_ATTRIBUTE, SUBMITTED_ATTRIBUTE, PICKED_ATTRIBUTE, REVEALED_ATTRIBUTE])
    container.removeAttribute(name);
}

/**
 * The first sign that someone is at the page: a pointer moved or pressed, a touch, a key, a wheel, a
 * focus. Each comes before the visitor can use the page (a click follows a pointer's move and
 * press; typing, a focus); a click, a submit or an input that comes without them (a script, an
 * assistive technology, a password manager) counts too.
 */
export const ARRIVAL_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'wheel',
  'keydown',
  'focusin',
  'click',
  'submit',
  'input',
  'change',
] as const;

/** Events after which a press is over. */
export const PRESS_END_EVENTS = ['pointerup', 'pointercancel'] as const;

/** Whether a pointer is down on the page (watched from the entry on, while the app may not yet run). */
let pointerDown = false;
let watchingPresses = false;

function watchPresses(): void {
  if (watchingPresses) return;
  watchingPresses = true;
  window.addEventListener('pointerdown', () => (pointerDown = true), { capture: true, passive: true });
  for (const type of PRESS_END_EVENTS)
    window.addEventListener(type, () => (pointerDown = false), { capture: true, passive: true });
}

/**
 * Whether a press is under way: the one that started the app, say, whose click is still to come
 * (the take-over holds its commit until then, boot-screens.ts).
 */
export function pressUnderWay(): boolean {
  return pointerDown;
}

/**
 * Resolves when the app's code is wanted. At once, except on the untouched prerendered sign-in page at
 * `signInPath` itself (no query or fragment, whose notices only the app shows): there it waits for
 * the visitor to arrive (`ARRIVAL_EVENTS`, or a pointer already over the page). That page works
 * without the app (boot.js keeps what they type, pick and submit, and the take-over carries it on),
 * so a visitor who only looks at it is never kept waiting by the app's start, and one who uses it
 * starts it as they begin to.
 */
export function whenAppWanted(container: HTMLElement, signInPath: string): Promise<void> {
  watchPresses();
  dropOtherLanguages(container);
  const { pathname, search, hash } = window.location;
  const untouched = shownSignIn(container) !== null && readHandoff(container) === null;
  // A pointer already over the page, or a focus already in it (a demo account's button reached with
  // Tab), came before this module ran: the visitor has arrived too.
  const focused = document.activeElement !== null && container.contains(document.activeElement);
  const waits =
    pathname === signInPath && !search && !hash && untouched && !focused && !document.documentElement.matches(':hover');
  if (!waits) return Promise.resolve();
  return new Promise((resolve) => {
    const arrived = () => {
      for (const type of ARRIVAL_EVENTS) window.removeEventListener(type, arrived, true);
      resolve();
    };
    for (const type of ARRIVAL_EVENTS) window.addEventListener(type, arrived, { capture: true, passive: true });
  });
}
