/** The auth feature's surface for other features (they import nothing else of it). */
export { useAccountIfSignedIn } from './account-context';
export { useAccount } from './account-gate';
export { accountChangeErrorMessage } from './auth-errors';
export { authHref, useAuthHref } from './return-to';
export { addEmail, changeEmail, changePassword, confirmIdentity } from './sign-in-changes';
export { userRecordKey } from './user-record';
export { isWelcome } from './welcome';
export { identityCheck, RECENT_PHONE_SIGN_IN } from './identity-check';
