/**
 * Values that are ready at once when cached and come as a promise otherwise. A route that uses
 * one answers a cache hit in the same tick, with no promise and no microtask turn in between.
 */
export type MaybePromise<T> = T | Promise<T>;

export function isPromise<T>(value: MaybePromise<T>): value is Promise<T> {
  return typeof (value as Promise<T> | undefined)?.then === 'function';
}

/**
 * Runs `use` on the value now if it is ready, else when it arrives. For a route handler that
 * sends the reply itself: it returns nothing on a hit, and on a miss a promise Fastify waits on
 * (and whose rejection, a thrown AppError included, it answers).
 */
export function whenReady<T>(value: MaybePromise<T>, use: (ready: T) => unknown): Promise<void> | undefined {
  if (isPromise(value)) {
    return value.then((ready) => {
      use(ready);
    });
  }
  use(value);
  return undefined;
}
