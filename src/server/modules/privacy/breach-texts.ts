/**
 * The words of a breach's two messages (DPDP Rules 2025, rule 7): the notice to each affected
 * shopper (rule 7(1): the breach's nature, extent, timing and place, its likely consequences, what
 * the shop does to mitigate them, what the shopper can do, and whom to ask) and the report to the
 * Data Protection Board (rule 7(2): the intimation without delay, the detailed report within 72
 * hours with the facts, causes, measures, findings about the person responsible, and the notices
 * given). Plain text, so the admin can copy the Board's report into its portal.
 */

import type { breaches } from '#server/db/schema';
import { BOARD_REPORT_HOURS, indianTime } from '#shared/privacy-breach';

type Breach = typeof breaches.$inferSelect;
export interface Officer {
  name: string;
  email: string;
  phone: string;
}

function officerLine(officer: Officer): string {
  const ways = [officer.email, officer.phone].filter(Boolean).join(', ');
  const who = officer.name || 'Our Grievance Officer';
  return ways ? `${who} (${ways})` : `${who}, through the complaint form on our privacy page`;
}

export function noticeSubject(breach: Breach): string {
  return `Important: a breach of your personal data at Oversized (reference B-${breach.id})`;
}

/** The notice as mailed; `greeting` is the shopper's name (or empty, for the back office's preview). */
export function noticeText(breach: Breach, officer: Officer, greeting = ''): string {
  return [
    `Dear ${greeting || 'shopper'},`,
    'We are writing to tell you that personal data we hold about you was affected by a security breach.',
    `What happened: ${breach.summary}`,
    `When: it happened on ${indianTime(breach.occurredAt)} and we learned of it on ${indianTime(breach.learnedAt)}.`,
    `Which of your data: ${breach.dataKinds}`,
    `What this may mean for you: ${breach.consequences}`,
    `What we are doing: ${breach.measures}`,
    `What you can do: ${breach.shopperSteps}`,
    `Who can answer your questions: ${officerLine(officer)}. You may also complain to the Data Protection Board of India.`,
    'Oversized',
  ].join('\n\n');
}

export function boardReport(
  breach: Breach,
  officer: Officer,
  counts: { affected: number; sent: number },
  scope: string,
): string {
  const dueAt = new Date(breach.learnedAt.getTime() + BOARD_REPORT_HOURS * 3_600_000);
  return [
    'To: the Data Protection Board of India',
    `Subject: Personal data breach intimation and report under section 8(6) of the DPDP Act, 2023 and rule 7 of the DPDP Rules, 2025 (reference B-${breach.id})`,
    'Data Fiduciary: Oversized (online clothing shop)',
    `Contact for this report: ${officerLine(officer)}`,
    `1. Description of the breach (nature, extent, timing and location): ${breach.summary}`,
    `2. When it happened: ${indianTime(breach.occurredAt)}. When we learned of it: ${indianTime(breach.learnedAt)}. This report is due by ${indianTime(dueAt)}.`,
    `3. Personal data affected: ${breach.dataKinds}`,
    `4. Data Principals affected: ${counts.affected} (${scope}).`,
    `5. Likely impact on them: ${breach.consequences}`,
    `6. Measures taken and proposed to mitigate the risk, and the causes as far as known: ${breach.measures}`,
    `7. Notices to the affected Data Principals: ${counts.sent} of ${counts.affected} sent (by email, or by SMS pointing to the notice in their account where they gave only a mobile number)${
      breach.noticesSentAt ? `, the first on ${indianTime(breach.noticesSentAt)}` : ' (not yet sent)'
    }. Each told them what happened, its likely consequences, our measures, the steps they can take (${breach.shopperSteps}) and whom to contact.`,
    `Recorded by: ${breach.recordedBy}`,
  ].join('\n\n');
}

/** Who the breach affects, in words for the back office and the Board's report. */
export function scopeText(breach: Breach, listed: number): string {
  const parts: string[] = [];
  if (breach.affectedAll) parts.push('every account');
  else if (breach.affectedFrom || breach.affectedBefore) {
    const from = breach.affectedFrom ? `from ${indianTime(breach.affectedFrom)}` : '';
    const before = breach.affectedBefore ? `before ${indianTime(breach.affectedBefore)}` : '';
    parts.push(`accounts signed up ${[from, before].filter(Boolean).join(' and ')}`);
  }
  if (listed > 0) parts.push(`${listed} listed by email or mobile number`);
  return parts.join(', plus ');
}
