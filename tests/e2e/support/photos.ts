/**
 * Photo files for the back office's journeys: four real WebP photos, a PNG and a WebP over the
 * 100 KB limit, written to `dir` (upload and style forms read them from disk like an admin would).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** Real WebP photos drawn with sharp: a coloured garment-like block with a caption. */
export async function makeImages(dir: string) {
  const colours = ['#1e3a8a', '#7c2d12', '#14532d', '#581c87'];
  const webps = await Promise.all(
    colours.map(async (background, i) => {
      const svg = `<svg width="400" height="500" xmlns="http://www.w3.org/2000/svg"><rect x="80" y="90" width="240" height="320" rx="40" fill="#ffffff" fill-opacity="0.85"/><text x="200" y="270" font-size="48" text-anchor="middle" fill="${background}">${i + 1}</text></svg>`;
      const file = path.join(dir, `hoodie-${i + 1}.webp`);
      const bytes = await sharp({ create: { width: 400, height: 500, channels: 3, background } })
        .composite([{ input: Buffer.from(svg) }])
        .webp({ quality: 80 })
        .toBuffer();
      writeFileSync(file, bytes);
      return file;
    }),
  );
  const png = path.join(dir, 'not-webp.png');
  writeFileSync(
    png,
    await sharp({ create: { width: 40, height: 40, channels: 3, background: '#888' } })
      .png()
      .toBuffer(),
  );
  // Noise does not compress: a WebP well over 100 KB.
  const noise = Buffer.alloc(600 * 600 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 3) * 104729) % 251;
  const big = path.join(dir, 'too-big.webp');
  writeFileSync(
    big,
    await sharp(noise, { raw: { width: 600, height: 600, channels: 3 } })
      .webp({ quality: 100 })
      .toBuffer(),
  );
  return { webps, png, big };
}
