import { COMMON_PASSWORD_MESSAGE } from '@contract/common';
import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from './app-error';

/**
 * The common-password list of zxcvbn-ts (about 49,000 passwords from breach corpora, MIT), lower-cased as it is
 * shipped. Built on first use: a Set of it costs a few megabytes.
 */
let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'] as string[]);
  return common.has(password.toLowerCase());
}

/** A 400 on the given field when a password being set is a common one. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
}
