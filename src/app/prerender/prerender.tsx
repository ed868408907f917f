import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { ShellPlaceholder } from '@/app/layouts/shell-placeholder';
import { Component as SignIn } from '@/app/routes/login';
import { LANGUAGES } from '@/api/wire-enums';
import { setLanguage } from '@/lib/i18n';
import { BOOT_SCREEN_CLASS, PRERENDERED_ATTRIBUTE } from './prerendered-page';

/** The markup of the screens index.html shows before the app's code runs (boot-screens.ts). */
interface PrerenderedScreens {
  signIn: string;
  shell: string;
}

/**
 * Renders the sign-in page (its layout and route, as the app draws them at /login) and the
 * console's loading frame to HTML, at build time, in Node.
 */
async function prerenderScreens(): Promise<PrerenderedScreens> {
  const routes: RouteObject[] = [
    { path: '/login', Component: AuthLayout, children: [{ index: true, Component: SignIn }] },
  ];
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request('http://localhost/login'));
  if (context instanceof Response) throw new Error(`The sign-in page answered ${context.status} when prerendered`);
  const router = createStaticRouter(dataRoutes, context);
  return {
    signIn: renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />),
    shell: renderToStaticMarkup(<ShellPlaceholder />),
  };
}

/**
 * index.html's #root with both screens in every language, each in the wrapper boot.css shows or
 * hides: boot.js sets `<html lang>` before the first paint, so the page is painted in the visitor's
 * language (ADR 0037), and the entry drops the other languages' copies (`dropOtherLanguages`).
 */
export async function bootScreensHtml(): Promise<string> {
  const screens: string[] = [];
  for (const language of LANGUAGES) {
    await setLanguage(language);
    const { signIn, shell } = await prerenderScreens();
    screens.push(
      `<div class="${BOOT_SCREEN_CLASS.signIn}" lang="${language}">${signIn}</div>`,
      `<div class="${BOOT_SCREEN_CLASS.shell}" lang="${language}">${shell}</div>`,
    );
  }
  await setLanguage('en');
  return `<div id="root" ${PRERENDERED_ATTRIBUTE}>${screens.join('')}</div>`;
}
