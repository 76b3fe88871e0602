import { ACME, expect, signIn, test } from './fixtures.js';
import { rowAction } from './platform-accounts.helpers.js';

// The platform console as platform staff use it: a new recruitment business with its owner
// invited, renamed, suspended and reinstated, closed and reopened, each with a reason. Its own account, so no other
// journey's tenant changes under it.
test.describe('platform console: accounts', () => {
  test('platform staff create an account with its owner, rename, suspend, reinstate, close and reopen it', async ({
    page,
  }) => {
    const name = `Fabrikam Careers ${Date.now()}`;
    await signIn(page, 'admin@portal.test');
    await page.goto(`${ACME}/`);
    await page.getByRole('navigation').getByRole('link', { name: 'Accounts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Globex Recruitment' })).toBeVisible();

    await page.getByRole('button', { name: 'New account' }).click();
    const create = page.getByRole('dialog', { name: 'New account' });
    await create.getByRole('button', { name: 'Create and invite' }).click();
    await expect(create.getByText('This field is required.').first()).toBeVisible();
    await create.getByRole('textbox', { name: 'Name', exact: true }).fill('acme talent group');
    await create.getByRole('textbox', { name: "Owner's name" }).fill('Fatima Fabrikam');
    await create.getByRole('textbox', { name: "Owner's e-mail" }).fill(`owner+${Date.now()}@fabrikam.test`);
    await create.getByRole('button', { name: 'Create and invite' }).click();
    // The name of another account, in another case: said on the field.
    await expect(create.getByText('Another account already has this name.')).toBeVisible();
    await create.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await create.getByRole('combobox', { name: 'Default language' }).click();
    await page.getByRole('option', { name: 'French', exact: true }).click();
    await create.getByRole('button', { name: 'Create and invite' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `Created ${name}` })).toBeVisible();
    await expect(create).toBeHidden();

    await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill('Fabrikam Careers');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: 'French' })).toBeVisible();

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} Jobs`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `Saved ${name} Jobs.` })).toBeVisible();

    const renamed = page.getByRole('row').filter({ hasText: `${name} Jobs` });
    await rowAction(page, renamed, `${name} Jobs`, 'Suspend');
    const suspend = page.getByRole('dialog', { name: `Suspend ${name} Jobs` });
    await suspend.getByRole('textbox', { name: 'Reason' }).fill('Contract ended');
    await suspend.getByRole('button', { name: 'Suspend account' }).click();
    await expect(renamed.getByText('Suspended')).toBeVisible();
    await expect(renamed.getByText('Contract ended')).toBeVisible();

    // The plan: a limit below what is used is refused on its field (the invited owner takes a place).
    await rowAction(page, renamed, `${name} Jobs`, 'Edit limits');
    const limits = page.getByRole('dialog', { name: `Limits of ${name} Jobs` });
    await limits.getByRole('textbox', { name: 'Sites' }).fill('2');
    await limits.getByRole('textbox', { name: 'People' }).fill('0');
    await limits.getByRole('button', { name: 'Save' }).click();
    await expect(limits.getByText('The account already uses 1: the limit cannot be lower.')).toBeVisible();
    await limits.getByRole('textbox', { name: 'People' }).fill('5');
    await limits.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `Saved the limits of ${name} Jobs.` })).toBeVisible();
    await expect(limits).toBeHidden();

    await rowAction(page, renamed, `${name} Jobs`, 'Reinstate');
    const reinstate = page.getByRole('dialog', { name: `Reinstate ${name} Jobs` });
    await reinstate.getByRole('textbox', { name: 'Reason' }).fill('New contract signed');
    await reinstate.getByRole('button', { name: 'Reinstate account' }).click();
    await expect(renamed.getByText('Active')).toBeVisible();

    // Closing: the export first (the API holds the rule, the checkbox is the person's word), then
    // the date the data goes; reopening in the grace period gives it back.
    await rowAction(page, renamed, `${name} Jobs`, 'Close');
    const close = page.getByRole('dialog', { name: `Close ${name} Jobs` });
    await expect(close.getByText(/every row of the account is deleted for good/)).toBeVisible();
    await close.getByRole('textbox', { name: 'Reason' }).fill('The customer left');
    await close.getByRole('button', { name: 'Close account' }).click();
    await expect(close.getByText('Download the export and tick this box first.')).toBeVisible();
    await close.getByRole('checkbox', { name: 'I have downloaded the export and kept it' }).check();
    await close.getByRole('button', { name: 'Close account' }).click();
    await expect(close.getByText('Download the export first (within 24 hours).')).toBeVisible();
    const download = page.waitForEvent('download');
    await close.getByRole('button', { name: 'Export data' }).click();
    expect((await download).suggestedFilename()).toMatch(/^account-\d+-export\.json$/);
    await close.getByRole('button', { name: 'Close account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `Closing ${name} Jobs` })).toBeVisible();
    await expect(close).toBeHidden();
    await expect(renamed.getByText('Closing', { exact: true })).toBeVisible();
    await expect(renamed.getByText(/Data deleted on/)).toBeVisible();

    await rowAction(page, renamed, `${name} Jobs`, 'Reopen');
    const reopen = page.getByRole('dialog', { name: `Reopen ${name} Jobs` });
    await reopen.getByRole('textbox', { name: 'Reason' }).fill('They came back');
    await reopen.getByRole('button', { name: 'Reopen account' }).click();
    await expect(renamed.getByText('Active')).toBeVisible();
    await renamed.getByRole('button', { name: `Actions for ${name} Jobs` }).click();
    await expect(page.getByRole('menuitem', { name: 'Close', exact: true })).toBeVisible();
  });

  test('an account owner sees no Platform menu and cannot open the console', async ({ page }) => {
    await signIn(page, 'owner@acme.test');
    await page.goto(`${ACME}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation').getByText('Platform')).toHaveCount(0);
    await page.goto(`${ACME}/platform/accounts`);
    await expect(page).toHaveURL(/not-authorized/);
  });
});
