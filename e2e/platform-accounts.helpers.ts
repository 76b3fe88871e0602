import type { Locator, Page } from '@playwright/test';

/** Chooses `action` in an account row's "Actions for <name>" menu (platform console). */
export async function rowAction(page: Page, row: Locator, name: string, action: string) {
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}
