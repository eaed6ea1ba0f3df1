/** The upload form's checks on a chosen file (docs/product.md section 5), before it is read as a data URL. */
import { ADMIN_MESSAGES } from '#shared/admin';
import { MAX_IMAGE_BYTES } from '#shared/constants';

export type ReadResult = { ok: true; dataUrl: string } | { ok: false; message: string };

export async function readWebpFile(file: File): Promise<ReadResult> {
  if (file.type !== 'image/webp') return { ok: false, message: ADMIN_MESSAGES.onlyWebp };
  if (file.size >= MAX_IMAGE_BYTES) return { ok: false, message: ADMIN_MESSAGES.imageTooLarge };
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
  return { ok: true, dataUrl };
}
