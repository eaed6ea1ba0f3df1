/**
 * Encrypts small secrets at rest (staff TOTP secrets, a pending sign-in) with AES-256-GCM under a
 * key derived from SECRETS_KEY (config.ts): a copy of the database alone opens no authenticator.
 * Sealed text is `v1.<iv>.<tag>.<ciphertext>` in base64url; any change to it fails to open.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const keyOf = (secretsKey: string) => createHash('sha256').update(`secret-box:${secretsKey}`).digest();

export function seal(secretsKey: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretsKey), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain text, or undefined when the sealed text is malformed, altered or sealed with another key. */
export function open(secretsKey: string, sealed: string): string | undefined {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secretsKey), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}
