/**
 * Personal data under the DPDP Act (BUSINESS.md section 14, docs/decisions/038-personal-data.md):
 * the consent ledger, age confirmations, erasure requests, grievances, breaches and retention
 * notices. Only this module's code queries them (docs/architecture.md section 3);
 * src/server/db/schema.ts lists them for Drizzle.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '#server/db/columns';

/**
 * Who consented to what, under which notice, when, through which channel, and when it was taken
 * back: append-only, the latest row per account (or contact) and purpose is the standing choice.
 * An account's rows carry its id; a guest's (a checkout number, a STOP) carry the contact.
 */
export const consentLedger = pgTable(
  'consent_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id'),
    /** A 10-digit mobile number or an email address, when the choice was made for one. */
    contact: text('contact'),
    purpose: text('purpose').notNull(),
    action: text('action', { enum: ['granted', 'withdrawn'] }).notNull(),
    noticeVersion: text('notice_version').notNull(),
    channel: text('channel').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('consent_ledger_account').on(t.accountId, t.purpose, t.id),
    index('consent_ledger_contact').on(t.contact, t.purpose, t.id),
    check('consent_ledger_action', sql`${t.action} in ('granted', 'withdrawn')`),
  ],
);

/** Accounts whose holder confirmed being 18 or older (the Act's children rule, section 9). */
export const ageConfirmations = pgTable('age_confirmations', {
  accountId: integer('account_id').primaryKey(),
  noticeVersion: text('notice_version').notNull(),
  confirmedAt: tstz('confirmed_at').notNull().defaultNow(),
});

/** An erasure asked while an order was open waits here until every order has closed. */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull(),
    /** waiting: an order is open; done: erased (the account id then names nobody). */
    state: text('state', { enum: ['waiting', 'done'] }).notNull(),
    reason: text('reason', { enum: ['asked', 'inactive'] })
      .notNull()
      .default('asked'),
    requestedAt: tstz('requested_at').notNull(),
    doneAt: tstz('done_at'),
  },
  (t) => [
    index('erasure_requests_waiting').on(t.state, t.requestedAt),
    check('erasure_requests_state', sql`${t.state} in ('waiting', 'done')`),
  ],
);

/**
 * Records kept after an erasure only because the GST law asks (tax invoices, credit notes and the
 * orders behind them): erased by the retention job once `eraseAfter` has passed.
 */
export const taxRecordHolds = pgTable('tax_record_holds', {
  accountId: integer('account_id').primaryKey(),
  eraseAfter: tstz('erase_after').notNull(),
});

/** Complaints to the Grievance Officer, each answered within 90 days (Rules, rule 14). */
export const grievances = pgTable(
  'grievances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'answered'] })
      .notNull()
      .default('open'),
    dueAt: tstz('due_at').notNull(),
    reply: text('reply'),
    repliedAt: tstz('replied_at'),
    repliedBy: text('replied_by'),
    createdAt: createdAt(),
  },
  (t) => [index('grievances_open').on(t.status, t.dueAt)],
);

/** A personal-data breach as the admin records it, with the notices and the Board's report. */
export const breaches = pgTable('breaches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  summary: text('summary').notNull(),
  dataKinds: text('data_kinds').notNull(),
  consequences: text('consequences').notNull(),
  measures: text('measures').notNull(),
  shopperSteps: text('shopper_steps').notNull(),
  occurredAt: tstz('occurred_at').notNull(),
  learnedAt: tstz('learned_at').notNull(),
  /**
   * Which shoppers are affected: every account (`affectedAll`), or those signed up within
   * [affectedFrom, affectedBefore) (either end may be open), and/or a list the admin gave. The set
   * is frozen into breach_notices when the breach is recorded.
   */
  affectedAll: boolean('affected_all').notNull().default(false),
  affectedFrom: tstz('affected_from'),
  affectedBefore: tstz('affected_before'),
  /** How many shoppers the admin's list named (the list itself is in breach_notices). */
  affectedListed: integer('affected_listed').notNull().default(0),
  noticesSentAt: tstz('notices_sent_at'),
  /** When the report reached the Data Protection Board: stops the 72-hour clock. */
  reportedAt: tstz('reported_at'),
  recordedBy: text('recorded_by').notNull(),
  createdAt: createdAt(),
});

/**
 * The shoppers a breach affects, one row each from the moment it is recorded; `sentAt` fills in as
 * each notice is queued, so a second send skips them.
 */
export const breachNotices = pgTable(
  'breach_notices',
  {
    breachId: integer('breach_id').notNull(),
    accountId: integer('account_id').notNull(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.breachId, t.accountId] }),
    index('breach_notices_account').on(t.accountId),
  ],
);

/** Inactive accounts told they will be erased; erased 48 hours later unless they come back. */
export const retentionNotices = pgTable('retention_notices', {
  accountId: integer('account_id').primaryKey(),
  notifiedAt: tstz('notified_at').notNull(),
});

/** The one-click withdrawal link in a marketing mail: a random token naming an account and purpose. */
export const withdrawalLinks = pgTable('withdrawal_links', {
  token: text('token').primaryKey(),
  accountId: integer('account_id').notNull(),
  purpose: text('purpose').notNull(),
  createdAt: createdAt(),
});
