import { describe, expect, it } from 'vitest';
import { analyticsEvents, analyticsVisits } from '#server/db/schema';
import { createTestApp } from '#tests/support/app';

/** The collector (BUSINESS.md section 16): a public endpoint that keeps what it should and refuses the rest. */
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('POST /api/events', async () => {
  const { app, database, clock } = await createTestApp();
  clock.set(new Date('2026-11-20T06:30:00Z'));
  const db = database.db;
  let address = 1;
  const send = (body: unknown, options: { ua?: string; ip?: string; raw?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: options.ip ?? `10.0.0.${address++}`,
      headers: { 'content-type': 'application/json', 'user-agent': options.ua ?? PHONE },
      payload: options.raw ?? JSON.stringify(body),
    });

  it('keeps a page view with its landing, a funnel step and a speed sample, without personal data', async () => {
    const res = await send(
      {
        events: [
          {
            name: 'page_view',
            template: 'product',
            page: '/product/ABC123?email=priya@example.com',
            landing: {
              source: 'Instagram',
              medium: 'social',
              campaign: 'Diwali',
              referrer: 'l.instagram.com',
            },
          },
          { name: 'product_view', template: 'product', page: '/product/ABC123' },
          {
            name: 'vital',
            metric: 'LCP',
            value: 1234.5,
            template: 'product',
            page: '/product/ABC123',
            element: 'img.hero',
          },
        ],
      },
      { ip: '203.0.113.7' },
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 3 });
    const [visit] = await db.select().from(analyticsVisits);
    expect(visit).toMatchObject({
      device: 'phone',
      landingPage: '/product/ABC123',
      source: 'instagram',
      medium: 'social',
      campaign: 'diwali',
      referrer: 'l.instagram.com',
      direct: false,
    });
    // The visitor is a salted hash: neither the address nor the browser is stored.
    expect(JSON.stringify(visit)).not.toContain('203.0.113.7');
    expect(visit!.visitor).toMatch(/^[\w-]{22}$/);
    const events = await db.select().from(analyticsEvents);
    expect(events.map((e) => [e.name, e.page, e.visitId])).toEqual([
      ['page_view', '/product/ABC123', visit!.id],
      ['product_view', '/product/ABC123', visit!.id],
      ['vital', '/product/ABC123', visit!.id],
    ]);
    expect(JSON.stringify(events)).not.toContain('priya');
  });

  it('refuses a batch over 8 KB with 413 before reading it', async () => {
    const page = `/${'a'.repeat(150)}`;
    const events = Array.from({ length: 60 }, () => ({ name: 'page_view', template: 'other', page }));
    const res = await send({ events });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'too_large', errorMessage: expect.any(String) });
  });

  it.each([
    ['broken JSON', '{"events": [', undefined],
    ['no events', undefined, { events: [] }],
    ['an unknown event', undefined, { events: [{ name: 'purchase', template: 'home', page: '/' }] }],
    [
      'a page that is no path',
      undefined,
      { events: [{ name: 'page_view', template: 'home', page: 'https://x.y/' }] },
    ],
    [
      'a negative speed',
      undefined,
      { events: [{ name: 'vital', metric: 'LCP', value: -1, template: 'home', page: '/' }] },
    ],
    [
      'too many events',
      undefined,
      { events: Array.from({ length: 26 }, () => ({ name: 'page_view', template: 'home', page: '/' })) },
    ],
  ])('refuses %s with 400 and a readable message, keeping nothing', async (_name, raw, body) => {
    const before = await db.$count(analyticsEvents);
    const res = await send(body, { raw });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toEqual(expect.any(String));
    expect(res.body).not.toContain('    at ');
    expect(await db.$count(analyticsEvents)).toBe(before);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    [
      'a headless browser',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36',
    ],
    ['Lighthouse', `${PHONE} Chrome-Lighthouse`],
    ['no browser at all', ''],
  ])("answers %s's events 204 and keeps none", async (_name, ua) => {
    const before = await db.$count(analyticsEvents);
    const res = await send({ events: [{ name: 'page_view', template: 'home', page: '/' }] }, { ua });
    expect(res.statusCode).toBe(204);
    expect(await db.$count(analyticsEvents)).toBe(before);
  });

  it('refuses a flood from one address with 429 and Retry-After, while another address is served', async () => {
    const batch = { events: [{ name: 'page_view', template: 'home', page: '/' }] };
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await send(batch, { ip: '198.51.100.9', ua: DESKTOP })).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 202)).toBe(true);
    const refused = await send(batch, { ip: '198.51.100.9', ua: DESKTOP });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().code).toBe('too_many_requests');
    expect((await send(batch, { ip: '198.51.100.10', ua: DESKTOP })).statusCode).toBe(202);
  });

  it('counts one visit per visitor until 30 minutes pass, and a new one for a campaign link', async () => {
    const me = { ip: '192.0.2.44', ua: DESKTOP };
    const visitsOfMe = async () =>
      (await db.select().from(analyticsVisits)).filter(
        (v) => v.device === 'desktop' && v.landingPage === '/listing-test',
      );
    await send(
      { events: [{ name: 'page_view', template: 'listing', page: '/listing-test', landing: {} }] },
      me,
    );
    clock.advance(10 * 60_000);
    await send({ events: [{ name: 'page_view', template: 'listing', page: '/listing-test' }] }, me);
    expect(await visitsOfMe()).toHaveLength(1);
    clock.advance(31 * 60_000);
    await send(
      { events: [{ name: 'page_view', template: 'listing', page: '/listing-test', landing: {} }] },
      me,
    );
    expect(await visitsOfMe()).toHaveLength(2);
    clock.advance(60_000);
    await send(
      {
        events: [
          {
            name: 'page_view',
            template: 'listing',
            page: '/listing-test',
            landing: { source: 'newsletter' },
          },
        ],
      },
      me,
    );
    const visits = await visitsOfMe();
    expect(visits.map((v) => v.source)).toEqual(['(direct)', '(direct)', 'newsletter']);
  });

  it('keeps a search that found nothing, but not one that looks like a phone number or an email', async () => {
    const searches = ['  Linen  Shirt ', '98765 43210', 'me@example.com'].map((query) => ({
      name: 'search_empty',
      query,
    }));
    const res = await send({
      events: [{ name: 'page_view', template: 'search', page: '/search?q=x' }, ...searches],
    });
    expect(res.json()).toEqual({ accepted: 2 });
    const kept = (await db.select().from(analyticsEvents)).filter((e) => e.name === 'search_empty');
    expect(kept.map((e) => e.query)).toEqual(['linen shirt']);
  });
});
