/**
 * Inviting staff (BUSINESS.md section 15): the Owner names an email and roles; the member gets a
 * one-time link, through the mail outbox, that sets their password. Until then the account has a
 * password nobody knows. Only the token's sha-256 is stored, as for sessions.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { adminInvites, admins } from '#server/db/schema';
import { AppError } from '#server/errors';
import { revokeAllSessions } from '#server/plugins/sessions';
import { escapeHtml } from '#server/plugins/web';
import { ROLE_LABELS } from '#shared/permissions';
import { INVITE_TTL_HOURS, type InviteInput, inviteSchema, STAFF_MESSAGES } from '#shared/staff';
import { assertPasswordAllowed } from '../accounts/password-policy';
import { hashPassword } from '../accounts/passwords';
import { queueMail } from '../mail/outbox';
import { type AdminRow, findAdminById } from './admin-accounts';
import { recordAdminEvent } from './audit';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface InviteContext {
  actorId: number;
  now: Date;
  publicUrl: string;
}

/** Creates the member with the chosen roles and queues the link; 409 when the email is taken. */
export async function inviteStaff(db: DbOrTx, input: InviteInput, ctx: InviteContext): Promise<AdminRow> {
  const invite = inviteSchema.parse(input);
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(sql`lower(${admins.email}) = ${invite.email}`);
    if (taken) throw new AppError('conflict', STAFF_MESSAGES.emailTaken, { code: 'email_taken' });
    const [member] = await tx
      .insert(admins)
      .values({
        userName: invite.email,
        email: invite.email,
        firstName: invite.firstName,
        passwordHash: unusable,
        roles: invite.roles,
      })
      .onConflictDoNothing()
      .returning();
    if (!member) throw new AppError('conflict', STAFF_MESSAGES.emailTaken, { code: 'email_taken' });
    await tx.insert(adminInvites).values({
      adminId: member.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(ctx.now.getTime() + INVITE_TTL_HOURS * 3600 * 1000),
    });
    await queueInviteMail(tx, member, `${ctx.publicUrl}/admin/invite?token=${token}`);
    await recordAdminEvent(tx, ctx.actorId, 'staff.invited', {
      memberId: member.id,
      email: member.email,
      roles: member.roles,
    });
    return member;
  });
}

async function queueInviteMail(tx: DbOrTx, member: AdminRow, link: string): Promise<void> {
  const roles = member.roles.map((r) => ROLE_LABELS[r as keyof typeof ROLE_LABELS] ?? r).join(', ');
  const lines = [
    `Hello${member.firstName ? ` ${member.firstName}` : ''},`,
    `You have been invited to Oversized's back office as ${roles}.`,
    `Set your password within ${INVITE_TTL_HOURS} hours with this link; it works once:`,
  ];
  await queueMail(tx, {
    to: member.email,
    subject: 'Your invitation to the Oversized back office',
    text: [...lines, link, '', 'Oversized'].join('\n'),
    html: `<!doctype html>
<html lang="en"><body style="font-family:Arial,sans-serif;color:#111;line-height:1.5">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">Set your password</a></p>
</body></html>`,
  });
}

/** Sets the invited member's password once; the link then stops working. */
export async function acceptInvite(
  db: DbOrTx,
  input: { token: string; password: string },
  now: Date,
): Promise<AdminRow> {
  const tokenHash = hashToken(input.token);
  const [invite] = await db
    .select()
    .from(adminInvites)
    .where(
      and(
        eq(adminInvites.tokenHash, tokenHash),
        isNull(adminInvites.usedAt),
        gt(adminInvites.expiresAt, now),
      ),
    );
  const member = invite ? await findAdminById(db, invite.adminId) : undefined;
  if (!invite || !member || member.removedAt) {
    throw new AppError('not_found', STAFF_MESSAGES.inviteInvalid, { code: 'link_expired' });
  }
  assertPasswordAllowed(input.password, member);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Marked used in the same statement that checks it is unused: a second click loses the race.
    const claimed = await tx
      .update(adminInvites)
      .set({ usedAt: now })
      .where(and(eq(adminInvites.id, invite.id), isNull(adminInvites.usedAt)))
      .returning({ id: adminInvites.id });
    if (claimed.length === 0) {
      throw new AppError('not_found', STAFF_MESSAGES.inviteInvalid, { code: 'link_expired' });
    }
    await tx.update(admins).set({ passwordHash }).where(eq(admins.id, member.id));
    await revokeAllSessions(tx, 'admin', member.id);
    await recordAdminEvent(tx, member.id, 'staff.invite_accepted', { email: member.email });
    return member;
  });
}
