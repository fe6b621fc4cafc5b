export { refuseCommonPassword } from './common-passwords';
export { currentOperator, identityGuards, requireAdmin, requireOperator, requireSupport } from './guard';
export { canonicalMailbox } from './mailbox';
export { hashPassword, verifyPassword } from './passwords';
export { hashRecoveryCode } from './recovery-codes';
export { grantRole, hasOperator } from './roles';
export { acceptSecondFactor, acceptTotp } from './second-factor';
export { clearSessionCookie, currentAuth, requireAuth, sessionPlugin } from './session-plugin';
export type { AuthContext } from './sessions';
export { deviceNameFrom, SessionStore } from './sessions';
export { newTotpSecret, totpQrDataUrl, totpUri } from './totp';
export type { UserRow } from './users';
export {
  clearTotp,
  enableTotp,
  findUserByEmail,
  findUserById,
  findUserByMobile,
  findUserByReferralCode,
  findUsersByIds,
  languageOf,
  lockUser,
  mailboxUsedByOther,
  searchUsers,
  setCanonicalMailbox,
  setPendingTotpSecret,
  toPublicUser,
  updateUser,
  usersWithoutMailbox,
} from './users';
export { checkCode, issueCode, purgeStale } from './verification';
