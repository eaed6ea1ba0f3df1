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
