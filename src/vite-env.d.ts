/// <reference types="vite/client" />

declare const __BUILD_INFO__: { version: string; hash: string; branch: string; builtAt: string };
declare const __MOCKS_ENABLED__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_PREFIX?: string;
  readonly VITE_ADMIN_BASE_PATH?: string;
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_COMPANY_NAME?: string;
  readonly VITE_MOCKS?: string;
  readonly VITE_BASE_PATH?: string;
}

/** A message catalogue compiled by @lingui/vite-plugin (lingui.config.ts, ADR 0037). */
declare module '*?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
