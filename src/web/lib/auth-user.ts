import type { SignInMethod } from '../../domain/http';
import type { User } from './firebase';

/** The signed-in identity as the spec lists it (section 3). */
export interface AuthUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  emailVerified: boolean;
  phoneNumber: string | null;
  photoURL: string | null;
  isAnonymous: boolean;
  tenantId: string | null;
  providerData: SignInMethod[];
  metadata: { creationTime?: string; lastSignInTime?: string };
}

/** What the app keeps of Firebase's user (Firebase's own object changes under it). */
export function snapshot(user: User): AuthUser {
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    emailVerified: user.emailVerified,
    phoneNumber: user.phoneNumber,
    photoURL: user.photoURL,
    isAnonymous: user.isAnonymous,
    tenantId: user.tenantId,
    providerData: user.providerData.map((p) => ({
      providerId: p.providerId,
      uid: p.uid,
      displayName: p.displayName,
      email: p.email,
      phoneNumber: p.phoneNumber,
      photoURL: p.photoURL,
    })),
    metadata: {
      ...(user.metadata.creationTime ? { creationTime: user.metadata.creationTime } : {}),
      ...(user.metadata.lastSignInTime ? { lastSignInTime: user.metadata.lastSignInTime } : {}),
    },
  };
}
