/**
 * Shoppers' photos are re-encoded one at a time per process, with a short waiting line
 * (docs/decisions/027-review-photos.md): a 5 MB photo takes about a second of CPU, and the
 * catalogue's reads and image variants must keep the other core. A photo that finds the line
 * full is refused at once (429) rather than queued without bound.
 */

export const PHOTO_WORKERS = 1;
export const PHOTO_QUEUE_LIMIT = 6;

let running = 0;
const waiting: Array<() => void> = [];

export class PhotoQueueFull extends Error {}

/** Runs `work` when a worker is free; throws PhotoQueueFull when the line is already full. */
export async function inPhotoQueue<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PHOTO_WORKERS) {
    if (waiting.length >= PHOTO_QUEUE_LIMIT) throw new PhotoQueueFull();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next in line; `running` only drops when nobody waits.
    if (next) next();
    else running--;
  }
}

/** For tests and the bench: how busy the line is. */
export function photoQueueState() {
  return { running, waiting: waiting.length };
}
