import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';
import { transaction } from '../../db/transaction';
import { users } from '../../db/schema';
import { admins, auditLog } from '../../db/schema';

export interface AuditEntry {
  /** The admin's user id; null for the command line. */
  actorId: string | null;
  actorLabel: string;
  action: string;
  subjectType: string;
  subjectId: string;
  detail?: Record<string, unknown>;
}

export async function audit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, detail: entry.detail ?? {} });
}

/** The admin's user id when the Firebase uid belongs to an admin; null otherwise. */
export async function adminUserId(db: Db, firebaseUid: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(admins, eq(admins.userId, users.id))
    .where(eq(users.firebaseUid, firebaseUid))
    .limit(1);
  return row?.id ?? null;
}

export class NoSuchAccountError extends Error {}

export type GrantOutcome = 'granted' | 'already' | 'revoked' | 'was-not';

/**
 * Makes the account with this email an admin (or no longer one), with an audit row naming who
 * ran the command. The person must have signed up first.
 */
export async function setAdmin(
  db: Db,
  email: string,
  admin: boolean,
  actorLabel: string,
): Promise<GrantOutcome> {
  return transaction(db, async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email.trim()})`)
      .limit(1);
    if (!user) {
      throw new NoSuchAccountError(
        `No account uses ${email}. The person signs up on the site first, then run this again.`,
      );
    }
    if (admin) {
      const inserted = await tx
        .insert(admins)
        .values({ userId: user.id })
        .onConflictDoNothing()
        .returning({ userId: admins.userId });
      if (inserted.length === 0) return 'already';
    } else {
      const deleted = await tx
        .delete(admins)
        .where(eq(admins.userId, user.id))
        .returning({ userId: admins.userId });
      if (deleted.length === 0) return 'was-not';
    }
    await audit(tx, {
      actorId: null,
      actorLabel,
      action: admin ? 'admin.granted' : 'admin.revoked',
      subjectType: 'user',
      subjectId: user.id,
      detail: { email: user.email },
    });
    return admin ? 'granted' : 'revoked';
  });
}
