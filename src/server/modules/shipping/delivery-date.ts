/**
 * "Delivery by Fri, 29 Nov" (docs/product.md, "Shipping"): today in India, or tomorrow when the
 * order comes at or after the cut-off (14:00 IST by default); plus the processing days, counted
 * on days the shop dispatches (never a Sunday), so a parcel ready on a Sunday leaves on Monday;
 * plus the courier's estimate in calendar days.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeliveryDateRule {
  processingDays: number;
  cutoffHourIst: number;
}

/** A calendar day in India as a UTC-midnight Date (only its date parts are read). */
function indianDay(at: Date): { day: Date; hour: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  const day = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
  return { day, hour: shifted.getUTCHours() };
}

const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);
const isSunday = (day: Date) => day.getUTCDay() === 0;

/** The day the parcel leaves: never a Sunday. */
export function dispatchDay(now: Date, rule: DeliveryDateRule): Date {
  const { day: today, hour } = indianDay(now);
  let day = hour >= rule.cutoffHourIst ? addDays(today, 1) : today;
  for (let left = rule.processingDays; left > 0; ) {
    day = addDays(day, 1);
    if (!isSunday(day)) left -= 1;
  }
  while (isSunday(day)) day = addDays(day, 1);
  return day;
}

/** The latest day of delivery, as YYYY-MM-DD in India. */
export function deliveryDate(now: Date, rule: DeliveryDateRule, courierDays: number): string {
  return addDays(dispatchDay(now, rule), courierDays).toISOString().slice(0, 10);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Fri, 29 Nov" for a YYYY-MM-DD day (written out: locales disagree on the comma). */
export function dayLabel(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** The day in India that `at` falls on, YYYY-MM-DD. */
export function indianDate(at: Date): string {
  return indianDay(at).day.toISOString().slice(0, 10);
}

export function addDaysTo(date: string, days: number): string {
  return addDays(new Date(`${date}T00:00:00Z`), days)
    .toISOString()
    .slice(0, 10);
}
