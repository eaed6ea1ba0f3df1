/** The shopper's address book (docs/product.md section 12), through HTTP. */
import { describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_LIMIT, ADDRESS_MESSAGES, type DeliveryAddressInput } from '#shared/address';
import { DELIVERY_MESSAGES } from '#shared/delivery';
import { createTestApp } from '#tests/support/app';
import { asShopper, orderByPublicId, putInCart } from '#tests/support/cart-factories';
import { createProduct, createShopper } from '#tests/support/factories';
import { usingPostgres } from '#tests/support/test-db';

const HOME: DeliveryAddressInput = {
  fullName: 'Asha Rao',
  mobile: '9876543210',
  line1: '12 MG Road',
  line2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};
const OFFICE: DeliveryAddressInput = {
  fullName: 'Asha Rao',
  mobile: '9876543210',
  line1: '5th floor, Cyber Towers',
  line2: 'HITEC City',
  city: 'Hyderabad',
  state: 'Telangana',
  pincode: '500081',
};

describe(`the address book (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  async function newShopper() {
    const shopper = await createShopper(db);
    const client = asShopper(app, shopper);
    const del = (id: number) =>
      app.inject({
        method: 'DELETE',
        url: `/api/users/addresses/${id}`,
        headers: { cookie: shopper.cookie },
      });
    const list = async () => (await client.get('/api/users/addresses')).json().addresses;
    return { shopper, client, del, list };
  }

  it('adds, lists, edits, makes default and deletes; the first address is the default', async () => {
    const { client, del, list } = await newShopper();
    expect(await list()).toEqual([]);

    const home = await client.post('/api/users/addresses', HOME);
    expect(home.statusCode).toBe(201);
    expect(home.json()).toEqual({
      message: ADDRESS_MESSAGES.added,
      address: { ...HOME, id: expect.any(Number), isDefault: true },
    });
    const homeId = home.json().address.id as number;
    const office = await client.post('/api/users/addresses', OFFICE);
    const officeId = office.json().address.id as number;
    expect(office.json().address.isDefault).toBe(false);
    expect((await list()).map((a: { id: number }) => a.id)).toEqual([homeId, officeId]);

    const edited = await client.put(`/api/users/addresses/${officeId}`, {
      ...OFFICE,
      line1: '6th floor, Cyber Towers',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().address).toMatchObject({ line1: '6th floor, Cyber Towers', isDefault: false });

    const made = await client.post(`/api/users/addresses/${officeId}/default`, {});
    expect(made.statusCode).toBe(200);
    expect((await list()).map((a: { id: number; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [officeId, true],
      [homeId, false],
    ]);

    // Deleting the default hands it to the address left.
    expect((await del(officeId)).statusCode).toBe(200);
    expect(await list()).toEqual([{ ...HOME, id: homeId, isDefault: true }]);
  });

  it('adds a new default when asked, leaving one default', async () => {
    const { client, list } = await newShopper();
    await client.post('/api/users/addresses', HOME);
    await client.post('/api/users/addresses', { ...OFFICE, makeDefault: true });
    const all = await list();
    expect(
      all.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { city: string }) => a.city),
    ).toEqual(['Hyderabad']);
  });

  it(`holds at most ${ADDRESS_BOOK_LIMIT}: the 11th is refused with a clear message`, async () => {
    const { client, list } = await newShopper();
    for (let i = 1; i <= ADDRESS_BOOK_LIMIT; i++) {
      const res = await client.post('/api/users/addresses', { ...HOME, line1: `House ${i}, MG Road` });
      expect(res.statusCode).toBe(201);
    }
    const eleventh = await client.post('/api/users/addresses', { ...HOME, line1: 'House 11, MG Road' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({ errorMessage: ADDRESS_MESSAGES.bookFull, code: 'address_book_full' });
    expect(await list()).toHaveLength(ADDRESS_BOOK_LIMIT);
  });

  it(`holds at most ${ADDRESS_BOOK_LIMIT} when many adds race`, async () => {
    const { client, list } = await newShopper();
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        client.post('/api/users/addresses', { ...HOME, line1: `House ${i}` }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(ADDRESS_BOOK_LIMIT);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(5);
    const all = await list();
    expect(all).toHaveLength(ADDRESS_BOOK_LIMIT);
    expect(all.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
  });

  it('checks each address as checkout does', async () => {
    const { client, list } = await newShopper();
    const unknown = await client.post('/api/users/addresses', { ...HOME, pincode: '999999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      errorMessage: DELIVERY_MESSAGES.invalidPincode,
      code: 'invalid_pincode',
    });
    const mismatch = await client.post('/api/users/addresses', { ...HOME, state: 'Tamil Nadu' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      errorMessage: ADDRESS_MESSAGES.stateMismatch('560001', 'Karnataka'),
      code: 'state_mismatch',
    });
    expect(await list()).toEqual([]);
  });

  it.each([
    ['Orissa', '751001', 'Odisha'],
    ['Pondicherry', '605001', 'Puducherry'],
    ['Uttaranchal', '248001', 'Uttarakhand'],
    ['Daman and Diu', '396210', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['Dadra and Nagar Haveli', '396230', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['Andaman & Nicobar', '744101', 'Andaman and Nicobar Islands'],
    ['Jammu & Kashmir', '190001', 'Jammu and Kashmir'],
  ])("reads the state %j as today's name and stores that", async (written, pincode, today) => {
    const { client, list } = await newShopper();
    const res = await client.post('/api/users/addresses', { ...HOME, state: written, pincode });
    expect(res.statusCode).toBe(201);
    expect(res.json().address.state).toBe(today);
    expect((await list())[0].state).toBe(today);
  });

  it("answers 404 for another shopper's address, changing nothing, and for ids that are none", async () => {
    const owner = await newShopper();
    const other = await newShopper();
    const id = (await owner.client.post('/api/users/addresses', HOME)).json().address.id as number;
    const notFound = { errorMessage: ADDRESS_MESSAGES.notFound, code: 'not_found' };
    const tries = [
      await other.client.put(`/api/users/addresses/${id}`, OFFICE),
      await other.client.post(`/api/users/addresses/${id}/default`, {}),
      await other.del(id),
      await owner.client.put('/api/users/addresses/abc', OFFICE),
      await owner.client.put('/api/users/addresses/99999999999', OFFICE),
      await owner.del(0),
    ];
    for (const res of tries) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    expect(await owner.list()).toEqual([{ ...HOME, id, isDefault: true }]);
    expect(await other.list()).toEqual([]);
  });

  it('is for signed-in shoppers only', async () => {
    expect((await app.inject({ url: '/api/users/addresses' })).statusCode).toBe(401);
  });

  it('saves a new checkout address when asked, once, and the order keeps its own copy', async () => {
    const { shopper, client, list } = await newShopper();
    const product = await createProduct(db, { price: 999, stock: { M: 10 } });
    await putInCart(db, shopper.id, product, 'M', 1);
    const placed = await client.post('/api/cart/place-cod-order', {
      deliveryAddress: HOME,
      saveAddress: true,
    });
    expect(placed.statusCode).toBe(200);
    const [saved] = await list();
    expect(saved).toEqual({ ...HOME, id: expect.any(Number), isDefault: true });

    // The same address again is not kept twice; without the box ticked nothing is kept.
    await putInCart(db, shopper.id, product, 'M', 1);
    await client.post('/api/cart/place-cod-order', { deliveryAddress: HOME, saveAddress: true });
    await putInCart(db, shopper.id, product, 'M', 1);
    await client.post('/api/cart/place-cod-order', { deliveryAddress: OFFICE });
    expect(await list()).toHaveLength(1);

    // Editing, then deleting, the saved address leaves the past order as it was.
    await client.put(`/api/users/addresses/${saved.id}`, { ...HOME, line1: '99 Brigade Road' });
    const order = await orderByPublicId(db, placed.json().orderId);
    expect(order.deliveryAddress).toEqual(HOME);
    expect(order.address).toBe('Asha Rao, 12 MG Road, Bengaluru, Karnataka 560001');
    await app.inject({
      method: 'DELETE',
      url: `/api/users/addresses/${saved.id}`,
      headers: { cookie: shopper.cookie },
    });
    const after = await orderByPublicId(db, placed.json().orderId);
    expect(after.deliveryAddress).toEqual(HOME);
    const [json] = (await client.get('/api/users/orders')).json().slice(-1);
    expect(json.deliveryAddress).toEqual(HOME);
  });

  it('leaves a full book as it is when a checkout asks to save, and still places the order', async () => {
    const { shopper, client, list } = await newShopper();
    for (let i = 1; i <= ADDRESS_BOOK_LIMIT; i++)
      await client.post('/api/users/addresses', { ...HOME, line1: `House ${i}, MG Road` });
    const product = await createProduct(db, { price: 999, stock: { M: 10 } });
    await putInCart(db, shopper.id, product, 'M', 1);
    const placed = await client.post('/api/cart/place-cod-order', {
      deliveryAddress: OFFICE,
      saveAddress: true,
    });
    expect(placed.statusCode).toBe(200);
    expect(await list()).toHaveLength(ADDRESS_BOOK_LIMIT);
  });
});
