/** Helpers for cash-on-delivery, return-to-origin and store-credit tests. */
import { eq } from 'drizzle-orm';
import type { App } from '#server/app';
import type { DbOrTx } from '#server/db/client';
import { outbox, settings } from '#server/db/schema';
import { grantStoreCredit } from '#server/modules/store-credit';
import type { CodSettings } from '#shared/settings/cod';
import { codSettings } from '#shared/settings/cod';
import { type DeliverySettings, deliverySettings } from '#shared/settings/delivery';
import { apiKeyHeader } from './app';
import type { TestAccount } from './factories';

/** Saves the cash-on-delivery settings: the defaults with these changes. */
export async function saveCodSettings(db: DbOrTx, changes: Partial<CodSettings>) {
  const value = { ...codSettings.defaults, ...changes };
  await db
    .insert(settings)
    .values({ section: 'cod', value })
    .onConflictDoUpdate({ target: settings.section, set: { value } });
}

/** Saves the delivery settings (charge, COD ceiling, pincode lists): the defaults with these changes. */
export async function saveDeliverySettings(db: DbOrTx, changes: Partial<DeliverySettings>) {
  const value = { ...deliverySettings.defaults, ...changes };
  await db
    .insert(settings)
    .values({ section: 'delivery', value })
    .onConflictDoUpdate({ target: settings.section, set: { value } });
}

/** Gives the shopper store credit, as a COD refund would. */
export async function giveStoreCredit(db: DbOrTx, userId: number, amountPaise: number, at = new Date()) {
  await db.transaction((tx) => grantStoreCredit(tx, { userId, amountPaise, note: 'Refund to credit', at }));
}

/** Calls an admin route with JSON. */
export function asAdmin(app: App, admin: Pick<TestAccount, 'cookie'>) {
  return (method: 'PATCH' | 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: {
        ...apiKeyHeader,
        cookie: admin.cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
}

/** The confirmation token mailed for an order (read back from the outbox, as a shopper would). */
export async function mailedCodToken(db: DbOrTx, orderId: string): Promise<string> {
  const mails = await db
    .select()
    .from(outbox)
    .where(eq(outbox.subject, `Please confirm your order ${orderId}`));
  const match = /\/cod\/([A-Za-z0-9_-]{43})/.exec(mails[0]?.textBody ?? '');
  if (!match) throw new Error(`no confirmation link mailed for ${orderId}`);
  return match[1]!;
}
