/** Times and dates as the shop reads them: in India's time zone, whatever the reader's own. */

const INDIAN_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const INDIAN_DATE = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "27 Nov 2026, 9:30 pm IST". */
export function indianTime(at: string | Date): string {
  return `${INDIAN_TIME.format(new Date(at))} IST`;
}

/** "28 November 2026": the day in India. */
export function indianDate(at: string | Date): string {
  return INDIAN_DATE.format(new Date(at));
}
