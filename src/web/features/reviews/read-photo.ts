/** A chosen photo file as the data URL the review sends, checked first as the server will. */
import { REVIEW_MESSAGES, REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_TYPES } from '#shared/reviews-public';

export function checkPhotoFile(file: File): string | undefined {
  if (!(REVIEW_PHOTO_TYPES as readonly string[]).includes(file.type)) return REVIEW_MESSAGES.photoType;
  if (file.size > REVIEW_PHOTO_MAX_BYTES) return REVIEW_MESSAGES.photoSize;
  return undefined;
}

export function readPhotoFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(REVIEW_MESSAGES.photoUnreadable));
    reader.readAsDataURL(file);
  });
}
