/**
 * Nothing is sent between 21:00 and 09:00 IST (BUSINESS.md section 13): a reminder due then waits
 * until 09:00. India keeps one offset all year (UTC+05:30), so no time-zone table is needed.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const HOUR = 60 * 60_000;
const QUIET_FROM = 21;
const QUIET_UNTIL = 9;

/** The first moment at or after `at` outside quiet hours: `at` itself, or the next 09:00 IST. */
export function nextSendableTime(at: Date): Date {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const hour = local.getUTCHours();
  if (hour >= QUIET_UNTIL && hour < QUIET_FROM) return at;
  const morning = new Date(local);
  morning.setUTCHours(QUIET_UNTIL, 0, 0, 0);
  if (hour >= QUIET_FROM) morning.setTime(morning.getTime() + 24 * HOUR);
  return new Date(morning.getTime() - IST_OFFSET_MS);
}

export const isQuietHour = (at: Date) => nextSendableTime(at).getTime() !== at.getTime();
