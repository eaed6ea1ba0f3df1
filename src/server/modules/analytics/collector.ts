/**
 * The collector's write (BUSINESS.md section 16): one batch from one page, joined to its visit
 * (a new one on a new landing from elsewhere, or after 30 minutes without an event), written in
 * one transaction of at most four statements whatever the batch's size. The route has already
 * refused what is oversized, malformed, a bot's or too frequent (routes.ts).
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { CollectBatch, CollectedEvent } from '#shared/analytics';
import { keptPage, keptQuery } from './pages';
import { analyticsEvents, analyticsVisits } from './schema';
import { sourceOf, type VisitSource } from './sources';
import { deviceOf, shopDay, visitorHash } from './visitor';

export const VISIT_IDLE_MS = 30 * 60_000;

export interface Client {
  ip: string;
  userAgent: string | undefined;
  /** The shop's own host: a referrer from it is not a source. */
  host: string;
}

type EventRow = typeof analyticsEvents.$inferInsert;

export async function collect(db: Db, batch: CollectBatch, client: Client, now: Date): Promise<number> {
  const device = deviceOf(client.userAgent);
  const visitor = await visitorHash(db, now, client);
  const day = shopDay(now);
  const landing = batch.events.find((e) => e.name === 'page_view' && e.landing);
  const firstView = batch.events.find((e) => e.name === 'page_view');
  const source = landing?.name === 'page_view' ? sourceOf(landing.landing, client.host) : null;

  return db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(analyticsVisits)
      .where(
        and(
          eq(analyticsVisits.visitor, visitor),
          gt(analyticsVisits.lastAt, new Date(now.getTime() - (firstView ? VISIT_IDLE_MS : 86_400_000))),
        ),
      )
      .orderBy(desc(analyticsVisits.lastAt))
      .limit(1);
    let visitId = open?.id ?? null;
    // Only a page view opens a visit; a campaign's link opens a new one even mid-visit.
    const startsVisit = firstView && (!open || (source !== null && !source.direct && differs(open, source)));
    if (startsVisit && firstView.name === 'page_view') {
      const from = source ?? sourceOf(undefined, client.host);
      const [made] = await tx
        .insert(analyticsVisits)
        .values({
          day,
          visitor,
          startedAt: now,
          lastAt: now,
          device,
          landingPage: keptPage(firstView.template, firstView.page),
          source: from.source,
          medium: from.medium,
          campaign: from.campaign,
          referrer: from.referrer,
          clickId: from.clickId,
          direct: from.direct,
        })
        .returning({ id: analyticsVisits.id });
      visitId = made!.id;
    } else if (open) {
      await tx.update(analyticsVisits).set({ lastAt: now }).where(eq(analyticsVisits.id, open.id));
    }
    const rows = batch.events.flatMap((event) => rowOf(event, { at: now, day, device, visitId }));
    if (rows.length > 0) await tx.insert(analyticsEvents).values(rows);
    return rows.length;
  });
}

function differs(open: typeof analyticsVisits.$inferSelect, source: VisitSource): boolean {
  return open.source !== source.source || open.medium !== source.medium || open.campaign !== source.campaign;
}

function rowOf(event: CollectedEvent, base: Pick<EventRow, 'at' | 'day' | 'device' | 'visitId'>): EventRow[] {
  switch (event.name) {
    case 'search_empty': {
      const query = keptQuery(event.query);
      return query ? [{ ...base, name: event.name, template: 'search', page: '/search', query }] : [];
    }
    case 'vital':
      return [
        {
          ...base,
          name: event.name,
          template: event.template,
          page: keptPage(event.template, event.page),
          metric: event.metric,
          value: event.value,
          element: event.metric === 'LCP' ? (event.element?.slice(0, 200) ?? null) : null,
        },
      ];
    default:
      return [
        { ...base, name: event.name, template: event.template, page: keptPage(event.template, event.page) },
      ];
  }
}
