/**
 * Server-side sessions (docs/architecture.md section 8): a 256-bit random token in an httpOnly SameSite=Lax
 * cookie; only its sha-256 is stored. Shoppers and administrators have separate cookies,
 * lifetimes and tables, so one kind of session never opens the other's routes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { sessions } from '../db/schema';
import { AppError } from '../errors';
import { authCheck } from './auth-first';

export type SessionKind = 'shopper' | 'admin';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const SESSION_POLICY = {
  shopper: { cookie: 'sid', absoluteMs: 30 * DAY, idleMs: 7 * DAY },
  admin: { cookie: 'aid', absoluteMs: 12 * HOUR, idleMs: 30 * 60 * 1000 },
} as const;

/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface Auth {
  sessionId: number;
  accountId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    shopper?: Auth;
    admin?: Auth;
  }
}

export function cookieName(app: FastifyInstance, kind: SessionKind): string {
  const name = SESSION_POLICY[kind].cookie;
  return app.deps.config.production ? `__Host-${name}` : name;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session row and returns its token (to be sent only as a cookie). */
export async function createSessionToken(
  db: DbOrTx,
  kind: SessionKind,
  accountId: number,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind,
    accountId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_POLICY[kind].absoluteMs),
  });
  return token;
}

/** The cookie's attributes; clearing must repeat them, or a browser keeps a __Host- cookie. */
function cookieOptions(app: FastifyInstance) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: app.deps.config.production } as const;
}

/**
 * Starts a new session at login and sets its cookie. The session the request arrived with, if
 * any, is deleted: a token planted in the browser before login never becomes a signed-in one.
 */
export async function startSession(
  app: FastifyInstance,
  reply: FastifyReply,
  kind: SessionKind,
  accountId: number,
  db: DbOrTx = app.deps.db,
): Promise<void> {
  const previous = reply.request.cookies[cookieName(app, kind)];
  if (previous) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(previous)));
  const token = await createSessionToken(db, kind, accountId, app.deps.clock());
  reply.setCookie(cookieName(app, kind), token, {
    ...cookieOptions(app),
    maxAge: Math.floor(SESSION_POLICY[kind].absoluteMs / 1000),
  });
}

/** Reads and checks the session cookie of the given kind; undefined when absent, expired or revoked. */
export async function readSession(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: SessionKind,
): Promise<Auth | undefined> {
  const token = request.cookies[cookieName(app, kind)];
  if (!token) return undefined;
  const tokenHash = hashToken(token);
  const [row] = await app.deps.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, kind)));
  if (!row) return undefined;
  const now = app.deps.clock();
  const idleExpired = now.getTime() - row.lastSeenAt.getTime() > SESSION_POLICY[kind].idleMs;
  if (idleExpired || row.expiresAt <= now) {
    await app.deps.db.delete(sessions).where(eq(sessions.id, row.id));
    return undefined;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await app.deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  return { sessionId: row.id, accountId: row.accountId };
}

/** Deletes the current session server-side and clears its cookie. Returns false when there was none. */
export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
): Promise<boolean> {
  const auth = await readSession(app, request, kind);
  reply.clearCookie(cookieName(app, kind), cookieOptions(app));
  if (!auth) return false;
  await app.deps.db.delete(sessions).where(eq(sessions.id, auth.sessionId));
  return true;
}

/** Revokes every session of an account, e.g. after a password reset. */
export async function revokeAllSessions(db: DbOrTx, kind: SessionKind, accountId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.kind, kind), eq(sessions.accountId, accountId)));
}

/** Deletes sessions past their absolute or idle expiry; a background job calls it. */
export async function purgeExpiredSessions(db: DbOrTx, now: Date): Promise<number> {
  const idleSince = (kind: SessionKind) =>
    and(
      eq(sessions.kind, kind),
      lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_POLICY[kind].idleMs)),
    );
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), idleSince('shopper'), idleSince('admin')))
    .returning({ id: sessions.id });
  return deleted.length;
}

/** preHandler for shopper-only routes: sets request.shopper or answers 401. */
export function requireShopper(app: FastifyInstance) {
  return authCheck(async (request: FastifyRequest) => {
    const auth = await readSession(app, request, 'shopper');
    if (!auth) throw new AppError('unauthorized', 'Please log in to continue.');
    request.shopper = auth;
  }, 'shopper');
}

/** preHandler for admin-only routes: sets request.admin or answers 401. */
export function requireAdmin(app: FastifyInstance) {
  return authCheck(async (request: FastifyRequest) => {
    const auth = await readSession(app, request, 'admin');
    if (!auth) throw new AppError('unauthorized', 'Please log in as an administrator.');
    request.admin = auth;
  }, 'admin');
}
