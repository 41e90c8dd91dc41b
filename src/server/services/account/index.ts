/**
 * A person's own account and data (POPIA): correcting it (`profile`), downloading it (`export`),
 * deleting it (`erase`, following `personal-data`, the decision for every column), and the
 * yearly erasure of finished jobs' messages (`retention`). Other code uses only this file.
 */
export { eraseAccount, type Erased } from './erase';
export { exportAccount } from './export';
export { PERSONAL_DATA, type Treatment } from './personal-data';
export { ownAccount, updateOwnUser, withVerifiedEmail } from './profile';
export { eraseOldJobMessages, MESSAGE_RETENTION_MONTHS } from './retention';
