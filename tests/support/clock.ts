/** A clock tests can move forward, for expiry rules (sessions, codes, reservations). */
export interface TestClock {
  (): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function testClock(start = new Date()): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (date) => {
    now = date.getTime();
  };
  return clock;
}

/**
 * The latest 10:00 in India (04:30 UTC) at or before now. Tests that count calendar days start
 * there; it is never ahead of the real time sessions are made at, so an admin session (idle after
 * 30 minutes) made now is still open at the start at any hour of the day.
 */
export function latestIndianMorning(now = new Date()): Date {
  const morning = new Date(`${now.toISOString().slice(0, 10)}T04:30:00Z`);
  return morning <= now ? morning : new Date(morning.getTime() - 24 * 60 * 60_000);
}
