/**
 * Users: the account record behind a Firebase identity (created from the verified token), the
 * caller's own, and the rules other features apply to a person's name and sign-in.
 */
export { createUser } from './commands';
export { findUserByUid, getOwnUser, hasProviderProfile } from './queries';
export { requirePlainName, requireRecentSignIn } from './rules';
export { toUser } from './views';
