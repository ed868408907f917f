import type { Page } from '@playwright/test';

export function loginJsRequested(page: Page, origin: string, dist: string): Promise<{ files: string[]; gzip: number }>;
