import { expect, test } from '@playwright/test';

test('a design opened by someone who may not change it is read-only and can be saved as their own copy', async ({ browser }) => {
  const owner = await (await browser.newContext()).newPage();
  await owner.goto('/estimatebuilder/new');
  await expect(owner).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  await expect(owner.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
  const link = owner.url();
  const designId = link.split('/').at(-1) ?? '';

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Room A: Room 1' })).toBeVisible();
  await expect(visitor.getByRole('note').filter({ hasText: 'This design belongs to someone else' })).toBeVisible();
  const windowCard = visitor.getByRole('article', { name: 'Window 1', exact: true });
  await expect(windowCard).toBeVisible();
  for (const name of [
    'Rename design',
    'Duplicate Design',
    'Add New Room',
    'Add New Window',
    'Rename Room 1',
    'Rename Window 1',
    'Duplicate Window 1',
    'Delete Window 1',
    'Add Measurements',
    'Copy Styles',
  ]) {
    await expect(visitor.getByRole('button', { name }), name).toHaveCount(0);
  }
  await expect(windowCard.getByLabel('Qty')).toHaveCount(0);
  await expect(windowCard.getByRole('link', { name: /to Window$/ })).toHaveCount(0);
  // Checkout is off for the visitor, and says why: not that the design was ordered (it was not).
  const checkout = visitor.getByRole('button', { name: 'Checkout', exact: true }).first();
  await expect(checkout).toBeDisabled();
  await expect(checkout).toHaveAccessibleDescription('This design belongs to someone else. Save a copy to check it out.');
  await expect(visitor.getByText('This design has been ordered')).toHaveCount(0);

  await visitor.getByRole('button', { name: 'Save a copy to my designs' }).click();
  await expect(visitor).not.toHaveURL(new RegExp(designId));
  await expect(visitor).toHaveURL(/\/estimatebuilder\/load\/[0-9a-f-]{36}$/);
  await expect(visitor.getByRole('tab', { name: /Estimate 1 Copy/ })).toHaveAttribute('aria-selected', 'true');
  await expect(visitor.getByRole('note').filter({ hasText: 'belongs to someone else' })).toHaveCount(0);
  await visitor.getByRole('region', { name: 'Room A: Room 1' }).getByRole('button', { name: 'Add New Window' }).click();
  await expect(visitor.getByRole('article', { name: 'Window 2', exact: true })).toBeVisible();
  await expect(visitor.getByRole('dialog', { name: 'Uh oh!' })).toHaveCount(0);

  // The owner's design is as it was.
  await owner.reload();
  await expect(owner.getByRole('region', { name: 'Room A: Room 1' }).getByRole('article')).toHaveCount(1);
  await expect(owner.getByRole('note').filter({ hasText: 'belongs to someone else' })).toHaveCount(0);
});
