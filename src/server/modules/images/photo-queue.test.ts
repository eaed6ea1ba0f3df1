/**
 * The photo queue (docs/decisions/027-review-photos.md): one re-encode at a time, a short line
 * served in order, and a refusal (not an unbounded wait) when the line is full.
 */
import { describe, expect, it } from 'vitest';
import { inPhotoQueue, PHOTO_QUEUE_LIMIT, PhotoQueueFull, photoQueueState } from './photo-queue';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('the photo queue', () => {
  it('runs one job at a time, the waiting ones in order, and refuses beyond the line', async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const gates = Array.from({ length: PHOTO_QUEUE_LIMIT + 1 }, gate);
    const jobs = gates.map((g, i) =>
      inPhotoQueue(async () => {
        running++;
        most = Math.max(most, running);
        started.push(i);
        await g.opened;
        running--;
        return i;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(photoQueueState()).toEqual({ running: 1, waiting: PHOTO_QUEUE_LIMIT });
    // One more finds the line full.
    await expect(inPhotoQueue(async () => 'late')).rejects.toBeInstanceOf(PhotoQueueFull);
    for (const g of gates) g.open();
    expect(await Promise.all(jobs)).toEqual(gates.map((_, i) => i));
    expect(started).toEqual(gates.map((_, i) => i));
    expect(most).toBe(1);
    expect(photoQueueState()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its place when a job fails', async () => {
    await expect(inPhotoQueue(async () => Promise.reject(new Error('bad photo')))).rejects.toThrow(
      'bad photo',
    );
    expect(photoQueueState()).toEqual({ running: 0, waiting: 0 });
    expect(await inPhotoQueue(async () => 'next')).toBe('next');
  });
});
