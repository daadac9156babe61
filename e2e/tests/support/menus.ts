import { expect, type Page } from '@playwright/test';

const MORE = /^(Daha fazla|More)$/;

/**
 * Chooses an entry of the top bar or of the menu strip under it as a person does: its link or
 * button where the bar shows it, otherwise its item in that bar's "More" menu (what does not fit
 * the window goes there, so which it is depends on the width and the language).
 */
export async function chooseFromBar(page: Page, name: string, role: 'link' | 'button' = 'link') {
  const header = page.locator('header').first();
  const entry = header.getByRole(role, { name, exact: true }).filter({ visible: true });
  const item = header.getByRole('menuitem', { name, exact: true, includeHidden: true });
  // The bar has measured what fits once the entry is either shown or kept in a "More" menu.
  await expect(entry.or(item).first()).toBeAttached();
  if ((await entry.count()) > 0) {
    await entry.first().click();
    return;
  }
  // The bar whose "More" menu holds it (a `has` locator is read inside each navigation).
  const bar = header
    .getByRole('navigation')
    .filter({ has: page.getByRole('menuitem', { name, exact: true, includeHidden: true }) });
  await bar.getByRole('button', { name: MORE }).click();
  await header.getByRole('menuitem', { name, exact: true }).click();
}
