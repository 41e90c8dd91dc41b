/**
 * The demo's verification and admin desk: the verified providers' approved documents (their
 * badges derived from them), the admin account (admin@demo.co.za), a reported review, and a few
 * providers' documents waiting for a check, sent through the same upload command a provider's
 * browser uses, so the files are real (a PDF and re-encoded photos in the file store).
 */
import sharp from 'sharp';
import type { Db } from '../db/client';
import { DEMO_ACCOUNTS } from './accounts';
import { asc, eq, sql } from 'drizzle-orm';
import { reviewReports, reviews } from '../db/schema';
import { providers, users } from '../db/schema';
import type { FileStore } from '../lib/storage';
import { refreshVerification, setAdmin, uploadDocument } from '../services/verification';
import type { Tx } from '../db/executor';
import { providerDocuments } from '../db/schema';
import { southAfricanDate, type DocumentKind } from '../../domain/verification';

/** A one-page PDF with a few lines of text (offsets computed, so any reader opens it). */
export function textPdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, '\\$&');
  const stream = [
    'BT /F1 14 Tf 60 780 Td 18 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Count 1/Kids[3 0 R]>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 4 0 R>>>>/Contents 5 0 R>>',
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
    `<</Length ${Buffer.byteLength(stream)}>>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A photo-like card (as a phone would photograph an ID card), marked as a demo. */
async function cardPhoto(title: string, name: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="560">
  <rect width="900" height="560" fill="#d9d4c7"/>
  <rect x="40" y="40" width="820" height="480" rx="28" fill="#e8f1ea" stroke="#2f6b4f" stroke-width="6"/>
  <rect x="80" y="130" width="220" height="280" rx="12" fill="#b7c9bd"/>
  <circle cx="190" cy="230" r="62" fill="#8aa596"/>
  <rect x="120" y="310" width="140" height="80" rx="40" fill="#8aa596"/>
  <text x="340" y="120" font-family="sans-serif" font-size="28" font-weight="bold" fill="#1d3b2c">${title}</text>
  <text x="340" y="200" font-family="sans-serif" font-size="30" fill="#1d3b2c">${name}</text>
  <text x="340" y="260" font-family="sans-serif" font-size="24" fill="#3d5c4c">DEMO - NOT A REAL DOCUMENT</text>
  <rect x="340" y="300" width="460" height="18" fill="#b7c9bd"/>
  <rect x="340" y="340" width="380" height="18" fill="#b7c9bd"/>
  <rect x="340" y="380" width="420" height="18" fill="#b7c9bd"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

/** An unverified demo provider who has sent documents. */
interface WaitingDocuments {
  uid: string;
  name: string;
  services: readonly string[];
}

/**
 * Seeds the admin and the waiting documents. Called once, on an empty database, after the
 * demo's providers exist.
 */
export async function seedDemoDesk(
  db: Db,
  files: FileStore,
  unverified: readonly WaitingDocuments[],
  now: Date,
): Promise<number> {
  const admin = DEMO_ACCOUNTS.admin;
  await db.insert(users).values({
    firebaseUid: admin.uid,
    name: admin.name,
    email: admin.email,
    phone: admin.phone,
    isProvider: 0,
    emailVerifiedAt: now,
  });
  await setAdmin(db, admin.email, true, 'demo data');

  const today = southAfricanDate(now);
  const lastMonth = southAfricanDate(new Date(now.getTime() - 20 * 86_400_000));
  const plumber = unverified.find((p) => p.services.includes('plumbing'));
  const others = unverified.filter((p) => p !== plumber).slice(0, 2);
  let sent = 0;
  const send = async (
    provider: WaitingDocuments,
    fields: Record<string, string>,
    file: { bytes: Buffer; fileName: string },
  ) => {
    await uploadDocument(
      db,
      files,
      {
        uid: provider.uid,
        email: undefined,
        emailVerified: true,
        signInProvider: 'password',
        name: provider.name,
        picture: undefined,
      },
      { fields, file },
      now,
    );
    sent += 1;
  };
  for (const provider of others) {
    await send(
      provider,
      { kind: 'id_document', idType: 'sa_id' },
      {
        bytes: await cardPhoto('REPUBLIC OF SOUTH AFRICA', provider.name),
        fileName: 'id-card.jpg',
      },
    );
    await send(
      provider,
      { kind: 'proof_of_address', issuedOn: lastMonth },
      {
        bytes: textPdf([
          'City of Cape Town - Municipal account (DEMO)',
          '',
          `Account holder: ${provider.name}`,
          `Statement date: ${lastMonth}`,
          'Not a real document: demo data for the Khaya admin desk.',
        ]),
        fileName: 'municipal-account.pdf',
      },
    );
  }
  if (plumber) {
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    await send(
      plumber,
      {
        kind: 'pirb_registration',
        designation: 'licensed_plumber',
        registrationNumber: 'PIRB-L 48213',
        expiresOn: nextYear.endsWith('02-29') ? nextYear.replace('02-29', '02-28') : nextYear,
      },
      {
        bytes: await cardPhoto('PIRB LICENSED PLUMBER', plumber.name),
        fileName: 'pirb-card.jpg',
      },
    );
  }
  // One provider reported the lowest-rated review of them: the desk's second queue.
  const [lowest] = await db
    .select({ id: reviews.id, reporterId: providers.userId })
    .from(reviews)
    .innerJoin(providers, eq(providers.id, reviews.providerId))
    .where(sql`${reviews.direction} = 'of_provider' and ${reviews.publishedAt} is not null`)
    .orderBy(asc(reviews.rating), asc(reviews.id))
    .limit(1);
  if (lowest) {
    await db.insert(reviewReports).values({
      reviewId: lowest.id,
      reporterId: lowest.reporterId,
      reason: 'The customer cancelled before I arrived: this review is not about my work.',
      createdAt: new Date(now.getTime() - 3 * 3_600_000),
    });
  }
  return sent;
}

/** The verified demo providers' approved documents, and the badges derived from them. */
export async function seedApprovedDocuments(
  tx: Tx,
  list: { uid: string; isVerified: 0 | 1; services: string[] }[],
  inserted: { id: string; userId: string }[],
  userIdOf: (uid: string) => string,
  seededAt: Date,
): Promise<void> {
  const providerIdByUser = new Map(inserted.map((row) => [row.userId, row.id]));
  const decidedAt = new Date(seededAt.getTime() - 40 * 86_400_000);
  const createdAt = new Date(decidedAt.getTime() - 86_400_000);
  const nextYear = `${seededAt.getUTCFullYear() + 1}-02-28`;
  const documents: (typeof providerDocuments.$inferInsert)[] = [];
  list.forEach((p, index) => {
    if (p.isVerified !== 1) return;
    const providerId = providerIdByUser.get(userIdOf(p.uid));
    if (!providerId) return;
    const approved = (kind: DocumentKind, fields: Record<string, string>) =>
      documents.push({
        providerId,
        kind,
        status: 'approved',
        fields,
        fileKey: null,
        fileName: `${kind.replace(/_/g, '-')}.pdf`,
        contentType: 'application/pdf',
        byteSize: 150_000 + index,
        createdAt,
        decidedAt,
      });
    approved('id_document', { idType: 'sa_id' });
    approved('proof_of_address', { issuedOn: createdAt.toISOString().slice(0, 10) });
    if (p.services.includes('electrical')) {
      approved('electrical_registration', {
        category: 'installation_electrician',
        registrationNumber: `IE ${String(400_000 + index)}`,
      });
    }
    if (p.services.includes('plumbing')) {
      approved('pirb_registration', {
        designation: 'licensed_plumber',
        registrationNumber: `PIRB-${String(20_000 + index)}`,
        expiresOn: nextYear,
      });
    }
  });
  for (let start = 0; start < documents.length; start += 500) {
    await tx.insert(providerDocuments).values(documents.slice(start, start + 500));
  }
  await refreshVerification(tx, 'all');
}
