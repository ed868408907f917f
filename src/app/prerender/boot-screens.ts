/**
 * The screens index.html carries before the app's code runs (ADR 0018), and the app's take-over.
 *
 * At build time the sign-in page and the console's loading frame are rendered into #root
 * (prerender.tsx, through vite.config.ts). public/boot.js shows one of them before the first paint
 * (the `boot-*` classes of prerendered-page.ts, styled in public/boot.css), and notes a submit or a
 * demo account picked on #root. Once the app is wanted (prerendered-page.ts) and its first route is
 * ready, start-app.tsx takes over. A page the visitor has not touched is replaced by the real screen
 * drawn in slices, so the page never stops answering for long; the prerendered one stays live until
 * then. Once the visitor uses the page (typing, a focus, a click, a submit), before or during those
 * slices, the take-over is done at once instead: what the visitor typed and asked for is kept here
 * for the sign-in route, React draws the real screen in place of the prerendered one, and the focus
 * goes back to the field that had it, all in the same task (a key pressed meanwhile lands in the
 * real field).
 */

import { useLayoutEffect } from 'react';
import {
  clearBootMarks,
  PRERENDERED_ATTRIBUTE,
  PRESS_END_EVENTS,
  pressUnderWay,
  readHandoff,
  type SignInHandoff,
} from './prerendered-page';

let pending: SignInHandoff | null = null;

/** How the app draws its real screen in place of the prerendered one. */
export interface TakeOverDraw {
  /** In slices (a transition): the page keeps answering, and the commit ends the take-over. */
  inSlices: () => void;
  /** At once, in this task (flushSync). */
  now: () => void;
}

/** Events by which the visitor may use the prerendered page (boot.js's own listeners run before these). */
const USE_EVENTS = ['input', 'focusin', 'click', 'submit'] as const;

/**
 * Whether `event` can take over at once without losing what it is doing. A button is focused as it
 * is pressed, before its click: replacing it then would lose the click (a demo account, Show
 * password, Sign in). A click on Sign in still has to submit the form, which boot.js notes in the
 * `submit` that follows: the take-over waits for it.
 */
function takesOverAtOnce(event: Event): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (event.type === 'focusin') return target instanceof HTMLInputElement;
  if (event.type === 'click') return !target?.closest('button[type="submit"], input[type="submit"]');
  return true;
}

/** The controls a keyboard reaches on the sign-in page, prerendered or real (the same components draw both). */
const CONTROLS = 'a[href], button, input, select, textarea';

/** The place of the focused control among the page's controls, if one has the focus. */
function focusedControl(container: HTMLElement): number | null {
  const active = document.activeElement;
  const place = active && container.contains(active) ? [...container.querySelectorAll(CONTROLS)].indexOf(active) : -1;
  return place >= 0 ? place : null;
}

/** Ends a take-over drawn in slices: set while it is under way. */
let finishing: (() => void) | null = null;

/**
 * Set while a pointer is down on the prerendered page during a take-over in slices: settles once the
 * press is over and its click has been dispatched. Until then React does not commit (the commit
 * would replace the pressed element, and the click would be lost).
 */
let pressed: Promise<void> | null = null;
/** A press that never ends (its pointerup lost) holds the take-over no longer than this. */
const PRESS_LIMIT_MS = 5000;

function holdWhilePressed(): void {
  let settle: () => void = () => undefined;
  const hold = new Promise<void>((resolve) => (settle = resolve));
  const release = () => {
    for (const type of PRESS_END_EVENTS) window.removeEventListener(type, later, true);
    window.clearTimeout(limit);
    // A later press holds on with its own promise.
    if (pressed === hold) pressed = null;
    settle();
  };
  // After the click (dispatched right after pointerup) and what it does by default.
  const later = () => window.setTimeout(release, 0);
  const limit = window.setTimeout(release, PRESS_LIMIT_MS);
  for (const type of PRESS_END_EVENTS) window.addEventListener(type, later, true);
  pressed = hold;
}

/**
 * Draws the real screen in place of the prerendered one (if it is there): in slices while the visitor
 * has not touched the page, at once (with what they did kept and the focus given back) as soon as
 * they have. `draw.inSlices` must render `<BootScreensTakenOver />` with the app.
 */
export function takeOverBootScreens(container: HTMLElement, draw: TakeOverDraw): void {
  finishing?.();
  const atOnce = () => {
    pending = readHandoff(container);
    clearBootMarks(container);
    // Read before rendering: the sign-in route may use the hand-off up in its first effects.
    const focus = pending?.focus;
    draw.now();
    if (focus) container.querySelector<HTMLInputElement>(`input[name="${focus}"]`)?.focus();
  };
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE) || readHandoff(container)) {
    atOnce();
    return;
  }
  pending = null;
  // The control with the focus (a button reached by Tab, which does not take over at once), by its
  // place among the page's controls: the real page has the same, and its own takes the focus.
  let focused = focusedControl(container);
  const stop = () => {
    for (const type of USE_EVENTS) container.removeEventListener(type, used, true);
    container.removeEventListener('pointerdown', holdWhilePressed, true);
    finishing = null;
  };
  const used = (event: Event) => {
    if (event.type === 'focusin') focused = focusedControl(container);
    if (!takesOverAtOnce(event)) return;
    stop();
    atOnce();
  };
  for (const type of USE_EVENTS) container.addEventListener(type, used, true);
  container.addEventListener('pointerdown', holdWhilePressed, true);
  // A press that began before the take-over (the one that started the app, say) holds it too.
  if (pressUnderWay()) holdWhilePressed();
  // Until the commit the prerendered page stays as it is, marks included: boot.js keeps its form
  // from submitting natively while #root is marked prerendered.
  finishing = () => {
    stop();
    clearBootMarks(container);
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focused !== null && lost) container.querySelectorAll<HTMLElement>(CONTROLS)[focused]?.focus();
  };
  draw.inSlices();
}

/**
 * Rendered with the app: the commit of its first render ends a take-over drawn in slices. While a
 * press on the prerendered page is under way it suspends that render (a transition: React keeps the
 * page as it is and commits once the press and its click are over).
 */
export function BootScreensTakenOver(): null {
  // Thrown rather than passed to use(): React replays a component that used a promise and expects the
  // same use() once it settles, while this one no longer waits by then.
  if (finishing && pressed) throw pressed;
  useLayoutEffect(() => finishing?.(), []);
  return null;
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
