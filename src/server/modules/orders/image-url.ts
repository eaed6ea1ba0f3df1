/** Product images are served content-addressed at /images/<sha256>.webp (DESIGN section 9). */
export function imageUrl(imageId: string): string {
  return `/images/${imageId}.webp`;
}
