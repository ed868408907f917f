import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { ACCOUNTS, LAZY, signIn, signInAsAdmin, test } from './support';
import { createAdminOver, signInOver, startMockServerProcess } from '../support/mock-server-process';

// Reseeding, exporting, a server's start and an import: a limit for a hang only.
test.describe.configure({ timeout: 120_000 });

test('the mock console’s export starts the standalone server, and its data file imports back in the console', async ({
  page,
}) => {
  const folder = mkdtempSync(join(tmpdir(), 'vinotheca-e2e-data-file-'));
  try {
    await signInAsAdmin(page, '/users/create');
    await page.getByLabel('Full name').fill('Console Made');
    await page.getByLabel('E-mail').fill('console.made@vinotheca.test');
    await page.getByLabel(/^Password\s*\*?$/).fill('Cellar-Door-2026!');
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText('Console Made was added.')).toBeVisible();

    await page.getByRole('button', { name: 'Mock console' }).click();
    const panel = page.getByRole('dialog', { name: 'Mock console' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Export data' }).click(),
    ]);
    const file = join(folder, 'team.json');
    copyFileSync(await download.path(), file);
    await page.keyboard.press('Escape');

    // The export is the server's data file: the admin made in the browser is there.
    const server = await startMockServerProcess(['--data-file', file]);
    try {
      expect(server.output()).toContain(`loaded from ${file}`);
      const token = await signInOver(server.url);
      const found = await fetch(`${server.url}/api/v1/admin/users?search=console.made`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(JSON.stringify(await found.json())).toContain('console.made@vinotheca.test');
      expect(await createAdminOver(server.url, token, 'server.made@vinotheca.test')).toBe(201);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }

    // And the server's file imports in the console.
    await page.getByRole('button', { name: 'Mock console' }).click();
    await panel.getByLabel('Import a demo data snapshot').setInputFiles(file);
    await expect(panel.getByText('Imported the snapshot.')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/users?search=server.made');
    const row = page.getByRole('row').filter({ hasText: 'server.made@vinotheca.test' });
    const email = page.getByLabel('E-mail');
    await expect(row.or(email)).toBeVisible(LAZY);
    if (await email.isVisible()) await signIn(page, ACCOUNTS.admin);
    await expect(row).toBeVisible(LAZY);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
