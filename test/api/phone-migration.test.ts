import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migrate';
import { describeEachDatabase } from '../helpers/app';

/** Migration 0007 rewrites the phones stored as typed into E.164, and loses none. */
describeEachDatabase('phone migration', (get) => {
  it('rewrites South African and international phones to E.164 and keeps the rest', async () => {
    const { db } = get().database;
    const cases: [string | null, string | null][] = [
      ['082 555 0101', '+27825550101'],
      ['021-555-0100', '+27215550100'],
      ['(021) 555.0100', '+27215550100'],
      ['+27 82 123 4567', '+27821234567'],
      ['0044 20 7946 0958', '+442079460958'],
      ['+27821234567', '+27821234567'],
      ['12345', '12345'],
      [null, null],
    ];
    const ids: string[] = [];
    for (const [phone] of cases) {
      const uid = crypto.randomUUID();
      const [row] = await db
        .insert(users)
        .values({ firebaseUid: uid, name: 'Old Row', email: `${uid}@example.co.za`, phone })
        .returning({ id: users.id });
      ids.push(row!.id);
    }
    const file = fs.readFileSync(path.join(MIGRATIONS_FOLDER, '0007_phones_e164.sql'), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }
    for (const [index, [typed, stored]] of cases.entries()) {
      const [row] = await db.select().from(users).where(eq(users.id, ids[index]!));
      expect(row?.phone, String(typed)).toBe(stored);
    }
  });
});
