/**
 * A product's parcel weight and box (docs/product.md section 20): the admin types a wrong weight
 * and reads its message, then saves a weight and box, which the edit page shows again.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '#shared/admin';
import { createPhotographedProduct } from '../support/cart-factories';
import { ownerSignedIn } from './support/admin';
import { expectAccessible, launchBrowser, newContext } from './support/browser';
import { E2E_ADMIN, startTestShop } from './support/shop';

describe("the product edit's parcel fields", async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  afterAll(() => browser.close());
  const admin = await (await newContext(browser, shop.url)).newPage();
  const product = await createPhotographedProduct(shop.database.db, { name: 'Parcel Tee', price: 799 });

  it('refuses a wrong weight with its message and keeps a saved weight and box', async () => {
    await admin.goto('/admin/login');
    await admin.getByLabel('User name or email').fill(E2E_ADMIN.userName);
    await admin.getByLabel('Password').fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await ownerSignedIn(admin);
    await admin.goto(`/admin/products/${product.itemId}/edit`);
    const weight = admin.getByLabel('Weight per unit (g)');
    await weight.fill('20');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByText(ADMIN_MESSAGES.productWeight).first().waitFor();
    await weight.fill('450');
    await admin.getByLabel('Box length (cm)').fill('35');
    await admin.getByLabel('Box width (cm)').fill('30');
    await admin.getByLabel('Box height (cm)').fill('10');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByText('Product saved').waitFor();
    await expectAccessible(admin);
    await admin
      .getByRole('group', { name: 'Parcel' })
      .screenshot({ path: 'tests/.artifacts/admin-product-parcel.png' });
    await admin.reload();
    expect(await admin.getByLabel('Weight per unit (g)').inputValue()).toBe('450');
    expect(await admin.getByLabel('Box height (cm)').inputValue()).toBe('10');
  });
});
