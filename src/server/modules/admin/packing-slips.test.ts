/** Packing slips read back as text: order, date, ship-to address, items with size and quantity, no prices. */
import { describe, expect, it } from 'vitest';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { insertBackOfficeOrder } from '#tests/support/back-office-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';
import { readPdf } from '#tests/support/pdf-text';

describe('admin packing slips', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const shopper = await createShopper(db);
  const tee = await createProduct(db, { name: 'Midnight Oversized Tee', price: 1299 });
  const hoodie = await createProduct(db, { name: 'Aurora Hoodie', price: 2499 });
  const structured = await insertBackOfficeOrder(db, {
    userId: shopper.id,
    createdAt: new Date('2026-04-10T06:00:00Z'),
    lines: [
      { product: tee, size: 'XL', quantity: 2 },
      { product: hoodie, size: 'S', quantity: 1 },
    ],
    deliveryAddress: {
      fullName: 'Asha Rao',
      mobile: '9876543210',
      line1: '12 MG Road',
      line2: 'Near Metro',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    },
  });
  const older = await insertBackOfficeOrder(db, {
    userId: shopper.id,
    lines: [{ product: hoodie, size: 'XXXL', quantity: 3 }],
    deliveryAddress: null,
    address: '5 Park Street, Kolkata 700016',
    mobile: '9000000001',
  });
  const unpaid = await insertBackOfficeOrder(db, {
    userId: shopper.id,
    lines: [{ product: tee }],
    status: 'pending_payment',
    paymentMethod: 'online',
  });
  await app.ready();

  const slips = (ids: string[], account = admin) =>
    app.inject({
      method: 'GET',
      url: `/api/admins/orders/packing-slips?orderIds=${encodeURIComponent(ids.join(','))}`,
      headers: headersFor(account),
    });

  it("prints one order's id, date, address and items with size and quantity, and no price", async () => {
    const res = await slips([structured.orderId]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="packing-slip-${structured.orderId}.pdf"`,
    );
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.pages).toHaveLength(1);
    const text = pdf.text;
    for (const words of [
      'Packing slip',
      `Order ID: ${structured.orderId}`,
      'Placed on: 10 April 2026',
      'Asha Rao',
      '12 MG Road',
      'Near Metro',
      'Bengaluru',
      'Karnataka 560001',
      'Mobile: 9876543210',
    ])
      expect(text).toContain(words);
    expect(text).toMatch(/Midnight Oversized Tee\s+\S+\s+XL\s+2/);
    expect(text).toMatch(/Aurora Hoodie\s+\S+\s+S\s+1/);
    expect(text).toMatch(/Total units\s+3/);
    expect(text).not.toMatch(/₹|Rs\.?\s|INR|1,?299|2,?499|price|amount/i);
  });

  it('prints a selection as one PDF, a page per order in the order asked, older addresses as written', async () => {
    const res = await slips([older.orderId, structured.orderId]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="packing-slips-2-orders.pdf"');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.pages).toHaveLength(2);
    const first = pdf.pageText(1);
    expect(first).toContain(older.orderId);
    expect(first).toContain('5 Park Street, Kolkata 700016');
    expect(first).toContain('Mobile: 9000000001');
    expect(first).toMatch(/Aurora Hoodie\s+\S+\s+XXXL\s+3/);
    expect(first).not.toContain(structured.orderId);
    expect(pdf.pageText(2)).toContain('Asha Rao');
  });

  it('names unknown and unpaid orders with a 404, and refuses empty or oversized selections', async () => {
    const res = await slips([structured.orderId, 'ORD-NOPE', unpaid.orderId]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorMessage: `No order ORD-NOPE, ${unpaid.orderId}.`, code: 'not_found' });
    expect((await slips([])).statusCode).toBe(400);
    expect((await slips(Array.from({ length: 101 }, (_, i) => `ORD-${i}`))).statusCode).toBe(400);
  });

  it('is refused to a shopper', async () => {
    expect((await slips([structured.orderId], shopper)).statusCode).toBe(401);
  });
});
