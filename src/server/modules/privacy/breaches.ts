/**
 * Breaches (DPDP Act s. 8(6); Rules 2025, rule 7; docs/decisions/038-personal-data.md): the admin
 * records one, the affected shoppers are worked out then and frozen into breach_notices (one row
 * each), each gets the rule's notice by mail once, and the Board's report is drafted with its
 * 72-hour clock, which stops when the admin records that the report went.
 */
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { breaches, breachNotices } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import {
  BOARD_REPORT_HOURS,
  BREACH_MESSAGES,
  type BreachDetail,
  type BreachInput,
  type BreachJson,
  type ShopperBreachNotice,
} from '#shared/privacy-breach';
import { accountIdsByContact, accountIdsSignedUpBetween, contactsOf } from '../accounts/privacy-queries';
import { readSettings } from '../settings';
import { boardReport, noticeText, type Officer, scopeText } from './breach-texts';

type Row = typeof breaches.$inferSelect;
const HOUR_MS = 3_600_000;
/** The back office lists this many of a breach's shoppers; the notices go to all of them. */
const LIST_LIMIT = 500;

export async function officerOf(db: DbOrTx): Promise<Officer> {
  const settings = await readSettings(db, 'privacy');
  return {
    name: settings.grievanceOfficerName,
    email: settings.grievanceOfficerEmail,
    phone: settings.grievanceOfficerPhone,
  };
}

async function countsOf(db: DbOrTx, breachId: number) {
  const [row] = await db
    .select({
      affected: count(),
      sent: sql<number>`count(${breachNotices.sentAt})`.mapWith(Number),
    })
    .from(breachNotices)
    .where(eq(breachNotices.breachId, breachId));
  return { affected: row?.affected ?? 0, sent: row?.sent ?? 0 };
}

function toJson(row: Row, counts: { affected: number; sent: number }): BreachJson {
  return {
    id: row.id,
    summary: row.summary,
    dataKinds: row.dataKinds,
    consequences: row.consequences,
    measures: row.measures,
    shopperSteps: row.shopperSteps,
    occurredAt: row.occurredAt.toISOString(),
    learnedAt: row.learnedAt.toISOString(),
    scope: scopeText(row, row.affectedListed),
    recordedBy: row.recordedBy,
    reportDueAt: new Date(row.learnedAt.getTime() + BOARD_REPORT_HOURS * HOUR_MS).toISOString(),
    reportedAt: row.reportedAt?.toISOString() ?? null,
    affectedCount: counts.affected,
    noticesSent: counts.sent,
    noticesSentAt: row.noticesSentAt?.toISOString() ?? null,
  };
}

export async function recordBreach(deps: AppDeps, input: BreachInput, admin: string): Promise<BreachDetail> {
  const now = deps.clock();
  if (input.learnedAt > now) throw new AppError('invalid', BREACH_MESSAGES.learnedInFuture);
  const { all, from, before, contacts } = input.affected;
  const listed = await accountIdsByContact(deps.db, contacts);
  const unknown = contacts.find((contact) => !listed.has(contact));
  if (unknown !== undefined) throw new AppError('invalid', BREACH_MESSAGES.unknownContact(unknown));
  const windowed = all || from || before ? await accountIdsSignedUpBetween(deps.db, from, before) : [];
  const affected = [...new Set([...windowed, ...listed.values()])];
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(breaches)
      .values({
        summary: input.summary,
        dataKinds: input.dataKinds,
        consequences: input.consequences,
        measures: input.measures,
        shopperSteps: input.shopperSteps,
        occurredAt: input.occurredAt,
        learnedAt: input.learnedAt,
        affectedAll: all,
        affectedFrom: all ? null : from,
        affectedBefore: all ? null : before,
        affectedListed: listed.size,
        recordedBy: admin,
        createdAt: now,
      })
      .returning({ id: breaches.id });
    for (let i = 0; i < affected.length; i += 1000) {
      await tx
        .insert(breachNotices)
        .values(affected.slice(i, i + 1000).map((accountId) => ({ breachId: row!.id, accountId })));
    }
    return row!.id;
  });
  return breachDetail(deps.db, id);
}

export async function listBreaches(db: DbOrTx): Promise<BreachJson[]> {
  const rows = await db.select().from(breaches).orderBy(desc(breaches.learnedAt)).limit(200);
  return Promise.all(rows.map(async (row) => toJson(row, await countsOf(db, row.id))));
}

export async function findBreach(db: DbOrTx, id: number): Promise<Row> {
  const [row] = await db.select().from(breaches).where(eq(breaches.id, id));
  if (!row) throw new AppError('not_found', 'There is no such breach.');
  return row;
}

export async function breachDetail(db: DbOrTx, id: number): Promise<BreachDetail> {
  const row = await findBreach(db, id);
  const counts = await countsOf(db, id);
  const notices = await db
    .select()
    .from(breachNotices)
    .where(eq(breachNotices.breachId, id))
    .orderBy(breachNotices.accountId)
    .limit(LIST_LIMIT);
  const people = new Map(
    (
      await contactsOf(
        db,
        notices.map((n) => n.accountId),
      )
    ).map((p) => [p.id, p]),
  );
  const officer = await officerOf(db);
  const json = toJson(row, counts);
  return {
    ...json,
    affected: notices.map((notice) => {
      const person = people.get(notice.accountId);
      const name = person ? [person.firstName, person.lastName].filter(Boolean).join(' ') : '';
      return {
        accountId: notice.accountId,
        name: name || person?.userName || `Account ${notice.accountId}`,
        email: person?.email ?? null,
        mobile: person?.mobile ?? null,
        noticeSentAt: notice.sentAt?.toISOString() ?? null,
      };
    }),
    noticeText: noticeText(row, officer),
    boardReport: boardReport(row, officer, counts, json.scope),
  };
}

/** Records when the report reached the Board; the clock stops there. */
export async function recordBoardReport(deps: AppDeps, id: number, reportedAt: Date): Promise<BreachDetail> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(breaches).where(eq(breaches.id, id)).for('update');
    if (!row) throw new AppError('not_found', 'There is no such breach.');
    if (row.reportedAt) throw new AppError('conflict', BREACH_MESSAGES.reportedTwice, { code: 'conflict' });
    if (reportedAt < row.learnedAt) throw new AppError('invalid', BREACH_MESSAGES.reportedBeforeLearned);
    if (reportedAt > deps.clock())
      throw new AppError('invalid', 'The report cannot have been sent in the future.');
    await tx.update(breaches).set({ reportedAt }).where(eq(breaches.id, id));
  });
  return breachDetail(deps.db, id);
}

/** Unsent notices of a breach, a batch at a time (the sender claims each with SKIP LOCKED). */
export function unsentNotices(db: DbOrTx, breachId: number, limit: number) {
  return db
    .select({ accountId: breachNotices.accountId })
    .from(breachNotices)
    .where(and(eq(breachNotices.breachId, breachId), isNull(breachNotices.sentAt)))
    .orderBy(breachNotices.accountId)
    .limit(limit);
}

/** The notices a shopper has been sent, newest first, in the words the mail carried. */
export async function noticesForShopper(db: DbOrTx, accountId: number): Promise<ShopperBreachNotice[]> {
  const rows = await db
    .select({ breach: breaches, sentAt: breachNotices.sentAt })
    .from(breachNotices)
    .innerJoin(breaches, eq(breaches.id, breachNotices.breachId))
    .where(and(eq(breachNotices.accountId, accountId), isNotNull(breachNotices.sentAt)))
    .orderBy(desc(breachNotices.sentAt));
  if (rows.length === 0) return [];
  const officer = await officerOf(db);
  const [person] = await contactsOf(db, [accountId]);
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ');
  return rows.map(({ breach, sentAt }) => ({
    reference: `B-${breach.id}`,
    sentAt: sentAt!.toISOString(),
    text: noticeText(breach, officer, name),
  }));
}
