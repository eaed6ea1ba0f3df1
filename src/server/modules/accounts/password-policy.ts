/**
 * What a new password may not be (docs/decisions/008-limits.md), besides shorter than 8 characters
 * (the shared schema checks that): one of the 10,000 most common passwords, in any case, or the
 * account's own user name or email. Checked on the server only, as the list would weigh down
 * the web app; the form shows the answer's message.
 */
import { readFileSync } from 'node:fs';
import { AppError } from '#server/errors';
import { serverFile } from '#server/project-root';

export const PASSWORD_MESSAGES = {
  common: 'This password is one of the most common passwords. Please choose one that is harder to guess.',
  isName: 'Your password must not be your user name or email.',
} as const;

let common: Set<string> | undefined;

/** The bundled list (data/README.md says where it comes from), read once. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(serverFile('modules/accounts/data/common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/** Throws 400 with the reason when the password may not be used for this account. */
export function assertPasswordAllowed(password: string, account: { userName?: string; email: string }): void {
  const lower = password.toLowerCase();
  const names = [account.userName, account.email, account.email.split('@')[0]];
  if (names.some((name) => name && name.trim().toLowerCase() === lower.trim())) {
    throw new AppError('invalid', PASSWORD_MESSAGES.isName, { code: 'weak_password' });
  }
  if (commonPasswords().has(lower))
    throw new AppError('invalid', PASSWORD_MESSAGES.common, { code: 'weak_password' });
}
