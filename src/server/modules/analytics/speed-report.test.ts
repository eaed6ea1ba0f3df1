import { describe, expect, it } from 'vitest';
import { analyticsDaily, analyticsEvents, analyticsSalts, analyticsVisits } from '#server/db/schema';
import type { SpeedReport } from '#shared/analytics';
import { createTestApp } from '#tests/support/app';
import { asAdmin } from '#tests/support/cod-factories';
import { createAdmin } from '#tests/support/factories';
import { purgeOldAnalytics, rollupRecent } from './jobs';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('real-user speed and what is kept', async () => {
  const { app, database, clock } = await createTestApp();
  clock.set(new Date('2026-11-20T06:30:00Z'));
  const db = database.db;
  const call = asAdmin(app, await createAdmin(db));
  let turn = 0;
  const vital = (
    ua: string,
    template: string,
    page: string,
    metric: string,
    value: number,
    element?: string,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: `10.2.0.${++turn}`,
      headers: { 'content-type': 'application/json', 'user-agent': ua },
      payload: JSON.stringify({
        events: [{ name: 'vital', metric, value, template, page, ...(element ? { element } : {}) }],
      }),
    });

  it('gives the 75th percentile and the good / needs improvement / poor shares per template and device', async () => {
    // Four phones on a product page: LCP 1.0 s, 2.0 s, 3.0 s and 5.0 s. The 75th percentile is
    // the third (3.0 s); good up to 2.5 s: 2 of 4, needs improvement up to 4 s: 1, poor: 1.
    for (const [ms, el] of [
      [1000, 'img.hero'],
      [2000, 'img.hero'],
      [3000, 'img.hero'],
      [5000, 'h1'],
    ] as const)
      expect((await vital(PHONE, 'product', '/product/SLOW1', 'LCP', ms, el)).statusCode).toBe(202);
    await vital(PHONE, 'product', '/product/SLOW1', 'CLS', 0.02);
    await vital(DESKTOP, 'home', '/', 'LCP', 800, 'img.banner');
    await rollupRecent(db, clock());
    const res = await call('GET', '/api/admins/analytics/speed?from=2026-11-20&to=2026-11-20');
    expect(res.statusCode).toBe(200);
    const report = res.json() as SpeedReport;
    expect(report.from).toBe('2026-10-24');
    const phoneProduct = report.rows.find((r) => r.template === 'product' && r.device === 'phone')!;
    expect(phoneProduct.vitals.find((v) => v.metric === 'LCP')).toEqual({
      metric: 'LCP',
      samples: 4,
      p75: 3000,
      good: 50,
      needsImprovement: 25,
      poor: 25,
    });
    expect(phoneProduct.vitals.find((v) => v.metric === 'CLS')).toMatchObject({
      samples: 1,
      p75: 0.02,
      good: 100,
    });
    expect(report.rows.find((r) => r.template === 'home')!.device).toBe('desktop');
    expect(report.slowestPages).toEqual([
      { page: '/product/SLOW1', template: 'product', samples: 4, lcpP75: 3000, element: 'img.hero' },
      { page: '/', template: 'home', samples: 1, lcpP75: 800, element: 'img.banner' },
    ]);
    // The day over every page: 0.8, 1, 2, 3 and 5 s; the 75th percentile is the 4th of 5 (3.75).
    expect(report.daily.at(-1)).toEqual({ day: '2026-11-20', lcpP75: 3000, inpP75: null, clsP75: 0.02 });
  });

  it('deletes raw events and visits after 30 days and old salts, keeping the daily figures', async () => {
    expect(await db.$count(analyticsEvents)).toBeGreaterThan(0);
    clock.advance(30 * 86_400_000);
    await purgeOldAnalytics(db, clock());
    expect(await db.$count(analyticsEvents)).toBeGreaterThan(0);
    clock.advance(86_400_000);
    await purgeOldAnalytics(db, clock());
    expect(await db.$count(analyticsEvents)).toBe(0);
    expect(await db.$count(analyticsVisits)).toBe(0);
    expect(await db.$count(analyticsSalts)).toBe(0);
    expect(await db.$count(analyticsDaily)).toBe(2);
  });
});
