import { type User } from '../../../domain/schemas/users';
import { type UserRow } from '../../db/schema';

/** A user row as the API shows it (`User`, the spec's fields). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firebaseUid: row.firebaseUid,
    name: row.name,
    // The spec's field is text: '' for an account that signs in with its phone and has no email.
    email: row.email ?? '',
    phone: row.phone,
    isProvider: row.isProvider === 1 ? 1 : 0,
    createdAt: row.createdAt.toISOString(),
  };
}
