/**
 * Passkeys in the browser (BUSINESS.md section 15), with Chromium's virtual authenticator (the
 * DevTools protocol's WebAuthn domain) standing in for a phone's or laptop's screen lock: an
 * Owner adds a passkey on /admin/passkeys, signs out, gives the password and then the passkey, and
 * is signed in. The journeys' shop is at http://localhost:<port>, a secure context whose host is
 * the rpID the server derives from its public address.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminPasskeys } from '#server/db/schema';
import { findAdminById } from '#server/modules/admin/admin-accounts';
import { confirmEnrolment, startEnrolment, totpFor } from '#server/modules/admin/two-step';
import { secretsKeyOf } from '#server/modules/admin/two-step-routes';
import { PASSKEY_MESSAGES } from '#shared/passkeys';
import { TWO_STEP_MESSAGES } from '#shared/two-step';
import { createAdmin, TEST_PASSWORD } from '../support/factories';
import { expectAccessible, launchBrowser, newContext } from './support/browser';
import { screenshotAtWidths } from './support/screens';
import { startTestShop } from './support/shop';

describe('passkeys', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;

  it('an Owner adds a passkey, signs out, and signs in with the password then the passkey', async () => {
    const owner = await createAdmin(db);
    const context = await newContext(browser, shop.url, 'desktop');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    const passwordStep = async () => {
      await page.goto('/admin/login');
      await page.getByLabel('User name or email').fill(owner.userName);
      await page.getByLabel('Password').fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
    };

    await passwordStep();
    // An Owner without a second step lands on its set-up (docs/decisions/045-staff-roles.md).
    await page.waitForURL((url) => url.pathname === '/admin/two-step');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Passkeys' }).click();
    await page.getByRole('heading', { name: 'Passkeys', level: 1 }).waitFor();
    await page.getByText('No passkey added yet.').waitFor();
    // A blank name is refused in words before the browser is asked.
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText(PASSKEY_MESSAGES.nameNeeded).waitFor();
    await page.getByLabel('Passkey name').fill('Work laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('alert').filter({ hasText: PASSKEY_MESSAGES.added }).waitFor();
    await page.getByRole('list', { name: 'Your passkeys' }).getByText('Work laptop').waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.rpId).toBe('localhost');
    await expectAccessible(page);
    await screenshotAtWidths(page, 'passkeys-page');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname !== '/admin/logout');
    await passwordStep();
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await page.getByText(PASSKEY_MESSAGES.passkeyNeeded).waitFor();
    // No authenticator app: no code is asked for.
    expect(await page.getByLabel('Code').isVisible()).toBe(false);
    await expectAccessible(page);
    await screenshotAtWidths(page, 'passkey-sign-in-step');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/products-list');
    expect((await context.cookies()).find((cookie) => cookie.name === 'aid')).toBeDefined();
    const [row] = await db.select().from(adminPasskeys).where(eq(adminPasskeys.adminId, owner.id));
    expect(row?.lastUsedAt).not.toBeNull();
    expect(row?.signCount).toBeGreaterThan(0);

    // With an authenticator app as well, the code is asked for and the passkey offered beside it.
    const secretsKey = secretsKeyOf(shop.app.deps.config);
    const { secret } = await startEnrolment(db, (await findAdminById(db, owner.id))!, secretsKey);
    const code = totpFor(secret, owner.email).generate();
    await confirmEnrolment(db, (await findAdminById(db, owner.id))!, { code, secretsKey, now: new Date() });
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname !== '/admin/logout');
    await passwordStep();
    await page.getByText(TWO_STEP_MESSAGES.codeNeeded).waitFor();
    await page.getByLabel('Code').waitFor();
    await screenshotAtWidths(page, 'passkey-or-code-step');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/products-list');

    // Removing it asks for the password again.
    await page.goto('/admin/passkeys');
    await page.getByRole('button', { name: 'Remove Work laptop' }).click();
    const removal = page.getByRole('form', { name: 'Remove Work laptop' });
    await removal.getByRole('button', { name: 'Remove passkey' }).click();
    await page.getByText(PASSKEY_MESSAGES.passwordNeeded).waitFor();
    await removal.getByLabel('Your password').fill(TEST_PASSWORD);
    await removal.getByRole('button', { name: 'Remove passkey' }).click();
    await page.getByText(`${PASSKEY_MESSAGES.removed} (Work laptop)`).waitFor();
    await page.getByText('No passkey added yet.').waitFor();
    await context.close();
  });
});
