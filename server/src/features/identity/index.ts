export { disableTotp, hasSessionFrom, liveSessionsOf, markWelcomed, replaceRecoveryCodes } from './account-security';
export { refuseCommonPassword } from './common-passwords';
export { eraseAccount, erasedEmail } from './erasure';
export { accountForExport } from './export';
export type { GoogleIdentity, GoogleTokenVerifier } from './google-id-token';
export { createGoogleTokenVerifier } from './google-id-token';
export {
  currentOperator,
  identityGuards,
  requireAdmin,
  requireAuthOrSignIn,
  requireOperator,
  requireSupport,
} from './guard';
export { deleteStaleHandoffTokens, insertHandoffToken, spendHandoffToken } from './handoff-tokens';
export { canonicalMailbox } from './mailbox';
export { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
export { hashRecoveryCode } from './recovery-codes';
export { grantRole, hasOperator, sessionIdleFor } from './roles';
export { acceptSecondFactor, acceptTotp } from './second-factor';
export {
  clearSessionCookie,
  currentAuth,
  requestCookie,
  requireAuth,
  sessionPlugin,
  setSessionCookie,
} from './session-plugin';
export type { AuthContext } from './sessions';
export { deviceNameFrom, SessionStore } from './sessions';
export { newTotpSecret, totpQrDataUrl, totpUri } from './totp';
export type { NewUser, UserRow } from './users';
export {
  clearTotp,
  enableTotp,
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  findUserByMobile,
  findUserByReferralCode,
  findUsersByIds,
  insertUser,
  languageOf,
  lockUser,
  mailboxUsedByOther,
  searchUsers,
  setPendingTotpSecret,
  toPublicUser,
  updateUser,
  userSearch,
} from './users';
export {
  CODE_TTL_MS,
  checkCode,
  consumeVerified,
  findByToken,
  issueCode,
  issueToken,
  latestUnused,
  markUsed,
  pendingCode,
  purgeStale,
  recordAttempt,
  VERIFIED_WINDOW_MS,
} from './verification';
