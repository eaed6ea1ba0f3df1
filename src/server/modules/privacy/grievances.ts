/**
 * Grievances (section 13 of the Act, rule 14 of the Rules): a complaint from the form becomes a
 * ticket the back office answers within 90 days; the answer is mailed to the shopper and the
 * Grievance Officer named in the privacy settings is shown on the privacy page.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { grievances } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { textAsHtml } from '#server/plugins/web';
import { GRIEVANCE_DAYS, type GrievanceInput, type GrievanceJson } from '#shared/privacy';
import { queueMail } from '../mail/outbox';

const DAY_MS = 24 * 60 * 60 * 1000;
type Row = typeof grievances.$inferSelect;

const toJson = (row: Row): GrievanceJson => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  status: row.status,
  receivedAt: row.createdAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  reply: row.reply,
  repliedAt: row.repliedAt?.toISOString() ?? null,
});

export async function fileGrievance(
  deps: AppDeps,
  input: GrievanceInput,
  accountId: number | null,
): Promise<GrievanceJson> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(grievances)
      .values({
        ...input,
        accountId,
        createdAt: now,
        dueAt: new Date(now.getTime() + GRIEVANCE_DAYS * DAY_MS),
      })
      .returning();
    const text = `We have your complaint (number ${row!.id}) and will answer by ${row!.dueAt.toDateString()}.\n\nYou wrote:\n${input.message}`;
    await queueMail(tx, {
      to: input.email,
      subject: `Your complaint ${row!.id} has reached us`,
      text,
      html: textAsHtml(text),
    });
    return toJson(row!);
  });
}

/** Open tickets first, the nearest deadline first; then the answered ones, newest first. */
export async function listGrievances(db: DbOrTx): Promise<GrievanceJson[]> {
  const rows = await db
    .select()
    .from(grievances)
    .orderBy(desc(grievances.status), asc(grievances.dueAt))
    .limit(500);
  return rows.map(toJson);
}

export async function replyToGrievance(
  deps: AppDeps,
  id: number,
  reply: string,
  admin: string,
): Promise<GrievanceJson> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(grievances).where(eq(grievances.id, id)).for('update');
    if (!row) throw new AppError('not_found', 'There is no such complaint.');
    if (row.status === 'answered')
      throw new AppError('conflict', 'This complaint has been answered already.', { code: 'conflict' });
    const [updated] = await tx
      .update(grievances)
      .set({ status: 'answered', reply, repliedAt: now, repliedBy: admin })
      .where(eq(grievances.id, id))
      .returning();
    const text = `Our answer to your complaint ${id}:\n\n${reply}\n\nIf you are not satisfied, you may complain to the Data Protection Board of India.`;
    await queueMail(tx, {
      to: row.email,
      subject: `Our answer to your complaint ${id}`,
      text,
      html: textAsHtml(text),
    });
    return toJson(updated!);
  });
}
