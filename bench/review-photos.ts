/**
 * What a review photo costs (docs/decisions/027-review-photos.md): a 5 MB JPEG, PNG and WebP
 * each checked and re-encoded as the shop does (reencodePhoto, through the photo queue), with
 * the process's CPU time (all threads: libvips works off the main thread) and its peak resident
 * memory above the idle figure, sampled from /proc every 2 ms. Then six photos at once through
 * the queue: the main thread's event-loop delay meanwhile, which is what other requests feel.
 *
 *   npm run bench:review-photos
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { inPhotoQueue } from '#server/modules/images/photo-queue';
import { reencodePhoto } from '#server/modules/images/reencode-photo';

const MB = 1024 * 1024;
const TARGET = 5 * MB;

function rss(): number {
  const line = readFileSync('/proc/self/status', 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) * 1024 : process.memoryUsage().rss;
}

/** A photo-like picture (a gradient with grain) of about `TARGET` bytes in the given format. */
async function photoOf(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const make = async (side: number) => {
    const width = side;
    const height = Math.round((side * 4) / 3);
    const pixels = Buffer.alloc(width * height * 3);
    let seed = 7;
    for (let i = 0; i < pixels.length; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
      const y = Math.floor(i / 3 / width);
      // PNG is lossless: a real photo's sensor noise is what makes it big, so it gets more grain.
      pixels[i] = ((y * 255) / height + (seed % (format === 'png' ? 160 : 48))) & 0xff;
    }
    const image = sharp(pixels, { raw: { width, height, channels: 3 } });
    if (format === 'jpeg') return image.jpeg({ quality: 92 }).toBuffer();
    if (format === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
    return image.webp({ quality: 92 }).toBuffer();
  };
  // Grow or shrink the canvas until the file is just under 5 MB.
  let side = 2000;
  let bytes = await make(side);
  for (let i = 0; i < 8; i++) {
    const next = Math.floor(side * Math.sqrt((TARGET * 0.97) / bytes.length));
    if (Math.abs(next - side) < 8) break;
    side = next;
    bytes = await make(side);
  }
  while (bytes.length > TARGET) {
    side = Math.floor(side * 0.98);
    bytes = await make(side);
  }
  return bytes;
}

async function measure(name: string, bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  globalThis.gc?.();
  const idle = rss();
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 2);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await inPhotoQueue(() => reencodePhoto(bytes, `image/${meta.format}`));
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  peak = Math.max(peak, rss());
  if (!result.ok) throw new Error(`${name} refused: ${result.reason}`);
  console.log(
    `| ${name} | ${(bytes.length / MB).toFixed(2)} MB, ${meta.width} x ${meta.height} | ${(
      (used.user + used.system) / 1000
    ).toFixed(
      0,
    )} ms | ${wall.toFixed(0)} ms | ${((peak - idle) / MB).toFixed(0)} MB | ${(result.webp.length / 1024).toFixed(0)} KB, ${result.width} x ${result.height} |`,
  );
}

const photos = {
  JPEG: await photoOf('jpeg'),
  PNG: await photoOf('png'),
  WebP: await photoOf('webp'),
};
// Warm up libvips (its first call loads codecs).
await reencodePhoto(
  await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .jpeg()
    .toBuffer(),
);

console.log(`sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ${new Date().toISOString()}`);
console.log('| photo | upload | CPU time | wall time | peak memory above idle | stored |');
console.log('| ----- | ------ | -------- | --------- | ---------------------- | ------ |');
for (const [name, bytes] of Object.entries(photos)) await measure(name, bytes);

// Six JPEGs at once: the queue takes one at a time; the main thread stays free meanwhile.
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const cpu = process.cpuUsage();
const started = performance.now();
await Promise.all(
  Array.from({ length: 6 }, () => inPhotoQueue(() => reencodePhoto(photos.JPEG, 'image/jpeg'))),
);
const wall = performance.now() - started;
const used = process.cpuUsage(cpu);
delay.disable();
console.log(
  `\nSix 5 MB JPEGs at once through the queue: ${wall.toFixed(0)} ms wall, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU ` +
    `(${((used.user + used.system) / 1000 / wall).toFixed(2)} cores on average); event-loop delay p50 ${(delay.percentile(50) / 1e6).toFixed(1)} ms, ` +
    `p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
);
