import { expect, type Page } from '@playwright/test';
import { closeToasts, holdCallsInPage, LAZY, signInAsAdmin, test } from './support';

test.describe.configure({ timeout: 60_000 });

function row(page: Page, name: string) {
  return page.getByRole('table', { name: 'Wine categories' }).getByRole('row').filter({ hasText: name });
}

test('creates, renames and deletes a category', async ({ page }) => {
  await signInAsAdmin(page, '/wines/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Wine Categories' })).toBeVisible();
  const name = `Orange Wines ${Date.now() % 100000}`;

  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Skin-contact whites');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(row(page, name)).toContainText('Skin-contact whites');
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('');

  await row(page, name)
    .getByRole('button', { name: `Rename ${name}` })
    .click();
  const input = page.getByRole('textbox', { name: `New name for ${name}` });
  await input.fill(`${name} (amber)`);
  await input.press('Enter');
  await expect(row(page, `${name} (amber)`)).toBeVisible();
  // The toasts of both changes stack over the rows' actions at the bottom right.
  await closeToasts(page);

  await row(page, `${name} (amber)`)
    .getByRole('button', { name: `Delete ${name} (amber)` })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Delete “${name} (amber)”?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, name)).toHaveCount(0);
});

test('explains why a category still used by wines cannot be deleted', async ({ page }) => {
  await signInAsAdmin(page, '/wines/categories');
  await row(page, 'Everyday Drinking').getByRole('button', { name: 'Delete Everyday Drinking' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    /This category is used by \d+ wines?\. Move them to another category first\./,
  );
  const link = dialog.getByRole('link', { name: 'See the wines in “Everyday Drinking”' });
  await expect(link).toHaveAttribute('href', /\/wines\?category=/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, 'Everyday Drinking')).toBeVisible();
});

test('a category being deleted stays, marked, until the server agrees; a reload mid-flight finds it still there', async ({
  page,
}) => {
  await signInAsAdmin(page, '/wines/categories');
  const name = `Held Back ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(row(page, name)).toBeVisible();
  await closeToasts(page);

  // The DELETE is held before it leaves: the server has not agreed, and never will, since the
  // reload below drops it, as the reload on a loaded machine cancelled it.
  const held = await holdCallsInPage(page, 'DELETE', /\/categories\/[^/]+$/);
  await row(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => held.count()).toBe(1);
  await expect(dialog.getByRole('button', { name: 'Deleting…' })).toBeVisible();
  // Behind the dialog, the row is there, busy and saying so, its buttons disabled.
  const marked = page.locator('tr[aria-busy="true"]', { hasText: name });
  await expect(marked).toContainText('Deleting…');
  await expect(marked.getByRole('button', { name: `Delete ${name}`, includeHidden: true })).toBeDisabled();

  await page.reload();
  await expect(row(page, name)).toBeVisible(LAZY);
  await expect(row(page, name)).not.toHaveAttribute('aria-busy', 'true');
  await expect(row(page, name)).not.toContainText('Deleting…');

  // Deleted for real, it leaves once the server has answered.
  await row(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(row(page, name)).toHaveCount(0);
});
