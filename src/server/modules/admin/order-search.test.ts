/** The back office's order filters and search: they combine, the count is right, pages follow it. */
import { describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES, type AdminOrdersPage } from '#shared/admin-orders';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { ASHA_ADDRESS, insertBackOfficeOrder } from '#tests/support/back-office-factories';
import { createAdmin, createProduct, createShopper } from '#tests/support/factories';

const ist = (local: string) => new Date(`${local}+05:30`);

describe('admin order search', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createAdmin(db);
  const shopper = await createShopper(db);
  const product = await createProduct(db, { price: 500 });
  const [meera, ravi, zoya] = await Promise.all(
    ['meera_k', 'ravi_s', 'zoya_old'].map((userName) => createShopper(db, { userName })),
  );

  const at = (
    userId: number,
    createdAt: Date,
    extra: Parameters<typeof insertBackOfficeOrder>[1] | object = {},
  ) => insertBackOfficeOrder(db, { userId, createdAt, lines: [{ product }], ...extra });
  const o1 = await at(meera!.id, ist('2026-03-01T10:00:00'), {
    deliveryAddress: { ...ASHA_ADDRESS, fullName: 'Meera Krishnan' },
  });
  const o2 = await at(meera!.id, ist('2026-03-02T12:00:00'), {
    paymentMethod: 'online',
    deliveryAddress: { ...ASHA_ADDRESS, mobile: '9123456780', pincode: '110001', state: 'Delhi' },
  });
  const o3 = await at(ravi!.id, ist('2026-03-02T23:50:00'), { status: 'dispatched', trackingId: 'DL1' });
  const o4 = await at(ravi!.id, ist('2026-03-03T00:10:00'), {
    deliveryAddress: { ...ASHA_ADDRESS, fullName: 'Ravi Shankar' },
  });
  const o5 = await at(zoya!.id, ist('2026-03-04T09:00:00'), {
    deliveryAddress: null,
    address: '5 Park Street, Kolkata 700016',
    mobile: '9000000001',
  });
  await at(zoya!.id, ist('2026-03-04T09:30:00'), { status: 'pending_payment', paymentMethod: 'online' });
  await app.ready();

  async function search(query: string): Promise<AdminOrdersPage> {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admins/orders/search?${query}`,
      headers: headersFor(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const ids = (page: AdminOrdersPage) => page.orders.map((order) => order.orderId);

  it('answers every placed order newest first with the total, never an unpaid one', async () => {
    const page = await search('');
    expect(ids(page)).toEqual([o5, o4, o3, o2, o1].map((o) => o.orderId));
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 50 });
  });

  it('filters by status, payment method and calendar days in India', async () => {
    expect(ids(await search('status=dispatched'))).toEqual([o3.orderId]);
    expect(ids(await search('method=online'))).toEqual([o2.orderId]);
    // 23:50 on 2 March in India is still 2 March; 00:10 on 3 March is not, though both are 2 March in UTC.
    expect(ids(await search('from=2026-03-02&to=2026-03-02'))).toEqual([o3, o2].map((o) => o.orderId));
    expect(ids(await search('from=2026-03-03'))).toEqual([o5, o4].map((o) => o.orderId));
    expect(ids(await search('to=2026-03-01'))).toEqual([o1.orderId]);
  });

  it('searches order id, user name, delivery name, mobile and pincode', async () => {
    expect(ids(await search(`q=${o2.orderId.toLowerCase().slice(0, 9)}`))).toContain(o2.orderId);
    expect(ids(await search('q=MEERA'))).toEqual([o2, o1].map((o) => o.orderId));
    expect(ids(await search('q=shankar'))).toEqual([o4.orderId]);
    expect(ids(await search('q=9123456780'))).toEqual([o2.orderId]);
    expect(ids(await search(`q=${encodeURIComponent('+91 91234-56780')}`))).toEqual([o2.orderId]);
    expect(ids(await search('q=91234567'))).toEqual([o2.orderId]);
    expect(ids(await search('q=110001'))).toEqual([o2.orderId]);
    // The older order has only its one-line address; its pincode is found there.
    expect(ids(await search('q=700016'))).toEqual([o5.orderId]);
    expect((await search('q=560001')).total).toBe(3);
    // A typed wildcard is a character, not "anything".
    expect((await search(`q=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await search('q=r_')).total).toBe(0);
    expect(ids(await search('q=i_s'))).toEqual([o4, o3].map((o) => o.orderId));
  });

  it('combines status, method, dates and search, with the count of the combination', async () => {
    const page = await search('status=captured&method=cod&from=2026-03-01&to=2026-03-03&q=560001');
    expect(ids(page)).toEqual([o4, o1].map((o) => o.orderId));
    expect(page.total).toBe(2);
    expect((await search('status=captured&method=cod&from=2026-03-01&to=2026-03-02&q=560001')).total).toBe(1);
    expect((await search('status=captured&method=online&q=ravi')).total).toBe(0);
    // Blank fields, as the filter form sends them, mean "any".
    expect((await search('status=&method=&from=&to=&q=')).total).toBe(5);
  });

  it('pages through matches: 50 a page, the same total on each, nothing twice', async () => {
    const pager = await createShopper(db, { userName: 'pager_shop' });
    for (let i = 0; i < 120; i++)
      await at(pager.id, ist(`2026-05-01T10:${String(i % 60).padStart(2, '0')}:00`));
    const pages = [
      await search('q=pager_shop'),
      await search('q=pager_shop&page=2'),
      await search('q=pager_shop&page=3'),
    ];
    expect(pages.map((page) => page.orders.length)).toEqual([50, 50, 20]);
    expect(pages.map((page) => page.total)).toEqual([120, 120, 120]);
    expect(pages.map((page) => page.page)).toEqual([1, 2, 3]);
    expect(new Set(pages.flatMap(ids)).size).toBe(120);
    const past = await search('q=pager_shop&page=4');
    expect(past).toMatchObject({ orders: [], total: 120, page: 4 });
  });

  it('refuses bad filters with a readable message', async () => {
    const bad = async (query: string, message: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admins/orders/search?${query}`,
        headers: headersFor(admin),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorMessage: message, code: 'validation' });
    };
    await bad('from=2026-03-05&to=2026-03-01', ADMIN_ORDER_MESSAGES.dateOrder);
    await bad('from=2026-02-30', ADMIN_ORDER_MESSAGES.date);
    await bad('to=05-03-2026', ADMIN_ORDER_MESSAGES.date);
    await bad('method=card', ADMIN_ORDER_MESSAGES.method);
    await bad('status=shipped', ADMIN_ORDER_MESSAGES.status);
    await bad(`q=${'x'.repeat(101)}`, ADMIN_ORDER_MESSAGES.search);
  });

  it('keeps the plain list of GET /api/admins/orders as it was', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admins/orders?status=dispatched',
      headers: headersFor(admin),
    });
    expect(res.json().map((order: { orderId: string }) => order.orderId)).toEqual([o3.orderId]);
  });

  it('is the admin’s alone', async () => {
    for (const url of ['/api/admins/orders/search', '/api/admins/orders/export']) {
      const res = await app.inject({ method: 'GET', url, headers: headersFor(shopper) });
      expect(res.statusCode).toBe(401);
    }
  });
});
