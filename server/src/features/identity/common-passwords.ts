import { createRequire } from 'node:module';
import { COMMON_PASSWORD_MESSAGE } from '@contract/common';
import { badRequest } from '../../lib/app-error';

/**
 * The common-password list of zxcvbn-ts (about 49,000 passwords from breach corpora, MIT), lower-cased as it is
 * shipped. Loaded and built on first use: the package decompresses all its word lists when loaded, and they
 * and the Set cost a few megabytes that a server answering no password form does not need.
 */
let common: ReadonlySet<string> | undefined;
const require = createRequire(import.meta.url);

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    (require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common')).dictionary[
      'passwords-common'
    ] as string[],
  );
  return common.has(password.toLowerCase());
}

/** A 400 on the given field when a password being set is a common one. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
}
