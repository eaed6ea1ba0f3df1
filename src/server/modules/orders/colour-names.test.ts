/**
 * A colour is named with the size wherever a line is named (docs/product.md, "Colours and
 * styles"): the cart, the order, its mail, the invoice line and its PDF, the packing slip and
 * the CSV export read "Olive / L".
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceLines, invoices, orderItems, outbox } from '#server/db/schema';
import { shopperInvoicePath } from '#shared/invoices';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { asShopper, orderByPublicId, placeCodOrderFor } from '#tests/support/cart-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { saveInvoiceSettings } from '#tests/support/invoice-factories';
import { readPdf } from '#tests/support/pdf-text';
import { createStyle } from '#tests/support/style-factories';

describe('colour and size on every line', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const { items } = await createStyle(db, 'Oversized Tee', [
    { colour: 'Black', hex: '#111111', family: 'black', stock: { L: 5 } },
    { colour: 'Olive', hex: '#556b2f', family: 'green', stock: { L: 5 } },
  ]);
  const olive = items[1]!;

  it('names the colour on the cart, the order line, its mail, the invoice line and the documents', async () => {
    const shopper = await createShopper(db);
    const client = asShopper(app, shopper);
    await client.post('/api/cart/add-to-cart', { itemId: olive.itemId, selectedSize: 'L', quantity: 1 });
    const cart = (await client.get('/api/cart/get-cart-items')).json();
    expect(cart.items[0]).toMatchObject({
      name: 'Oversized Tee — Olive',
      selectedSize: 'L',
      colour: 'Olive',
    });
    await client.patch('/api/cart/clear-cart');

    const orderId = await placeCodOrderFor(app, db, shopper, olive, 1, 'L');
    const order = await orderByPublicId(db, orderId);
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ itemId: olive.itemId, size: 'L', colour: 'Olive' });
    const listed = (await client.get('/api/users/orders')).json();
    const mine = (Array.isArray(listed) ? listed : listed.orders).find(
      (o: { orderId: string }) => o.orderId === orderId,
    );
    expect(mine.items[0]).toMatchObject({ selectedSize: 'L', colour: 'Olive' });
    const mails = await db.select().from(outbox).where(eq(outbox.toAddress, shopper.email));
    expect(mails[0]!.textBody).toContain('Oversized Tee — Olive (Olive / L) x 1');

    const dispatched = await app.inject({
      method: 'PATCH',
      url: '/api/admins/dispatch',
      headers: headersFor(admin),
      payload: { orderId, courier: 'Delhivery', trackingId: 'DELHIVERY-42' },
    });
    expect(dispatched.statusCode).toBe(200);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const billed = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice!.id));
    expect(billed.find((l) => l.kind === 'goods')).toMatchObject({
      description: 'Oversized Tee — Olive',
      size: 'L',
      colour: 'Olive',
    });
    const pdf = await readPdf((await client.get(shopperInvoicePath(orderId))).rawPayload);
    expect(pdf.text).toContain('Olive / L');
  });

  it('keeps "size L" for a product without a colour', async () => {
    const shopper = await createShopper(db);
    const plain = await createProduct(db, { name: 'Plain Tee', stock: { L: 2 } });
    const orderId = await placeCodOrderFor(app, db, shopper, plain, 1, 'L');
    const mails = await db.select().from(outbox).where(eq(outbox.toAddress, shopper.email));
    expect(mails[0]!.textBody).toContain('Plain Tee (size L) x 1');
    const order = await orderByPublicId(db, orderId);
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line!.colour).toBeNull();
  });
});
