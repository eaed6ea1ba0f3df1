/**
 * Cookieless visitor counting (BUSINESS.md section 16): a visitor is the hash of a day's random
 * salt with the client's address and browser, so one person counts once a day and nothing
 * stored can be traced back to an address. The salt lives in the database (so every instance
 * hashes alike) and is deleted two days later by the retention job.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import type { Device } from '#shared/analytics';
import { analyticsSalts } from './schema';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The shop's day (India) of an instant, as YYYY-MM-DD. */
export const shopDay = (at: Date): string =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** Crawlers, previews, monitors and headless tools: their requests are dropped uncounted. */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|preview|monitor|pingdom|lighthouse|pagespeed|headlesschrome|phantomjs|python-requests|curl\/|wget|httpclient|okhttp|go-http-client|node-fetch|axios/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || BOT_AGENT.test(userAgent);
}

export function deviceOf(userAgent: string | undefined): Device {
  return userAgent && /Mobi|Android|iPhone|iPod/i.test(userAgent) ? 'phone' : 'desktop';
}

const salts = new Map<string, string>();

async function saltOf(db: DbOrTx, day: string): Promise<string> {
  const known = salts.get(day);
  if (known) return known;
  // The first instance to ask makes it; any other reads the same row back.
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(16).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(sql`${analyticsSalts.day} = ${day}`);
  if (salts.size > 4) salts.clear();
  salts.set(day, row!.salt);
  return row!.salt;
}

/** Forgets the cached salts: the retention job deletes old ones, and tests start new days. */
export const forgetSalts = () => salts.clear();

export async function visitorHash(
  db: DbOrTx,
  at: Date,
  client: { ip: string; userAgent: string | undefined },
): Promise<string> {
  const day = shopDay(at);
  const salt = await saltOf(db, day);
  return createHash('sha256')
    .update(`${salt}|${client.ip}|${client.userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}
