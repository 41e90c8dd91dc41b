import { transaction } from '../db/transaction';
import { addDays, datesOf, describeWhen, settleWhen, southAfricanToday } from '../../domain/when';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resolveLocation } from '../services/places';
import { seedDemoPriceLists } from './price-lists';
import { seedDemoReviews } from './reviews';
import { DEMO_ACCOUNTS } from './accounts';
import { demoProviders } from './providers';
import { DEMO_NEIGHBOUR_REQUESTS } from './requests';
import { providers, users } from '../db/schema';
import { quoteRequests } from '../db/schema';
import { seedGeyserQuotes } from './geyser-quotes';
import { giveWelcomeCredit } from './credit';
import { seedApprovedDocuments, seedDemoDesk } from './desk';
import type { FileStore } from '../lib/storage';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** A preferred date as a customer writes it, `days` after `from`: 'Saturday 28 November, 9:00'. */
export function dateFrom(from: Date, days: number, time: string): string {
  const day = new Date(from.getTime() + days * 86_400_000);
  const date = day.toLocaleDateString('en-ZA', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Africa/Johannesburg',
  });
  return `${date}, ${time}`;
}

/**
 * Demo data: the demo customer and provider, 346 providers across six cities, and a few requests
 * with quotes so both dashboards have something to show, in one transaction; then past jobs with
 * their reviews, and the admin desk (the admin, documents waiting with their files).
 */
export async function seedDemoData(
  db: Db,
  files: FileStore,
): Promise<{ providers: number; jobs: number; waitingDocuments: number }> {
  const list = demoProviders();
  const seededAt = new Date();
  await transaction(db, async (tx) => {
    const [customer] = await tx
      .insert(users)
      .values({
        firebaseUid: DEMO_ACCOUNTS.customer.uid,
        name: DEMO_ACCOUNTS.customer.name,
        email: DEMO_ACCOUNTS.customer.email,
        phone: DEMO_ACCOUNTS.customer.phone,
        isProvider: 0,
        emailVerifiedAt: seededAt,
      })
      .returning();
    const [providerUser] = await tx
      .insert(users)
      .values({
        firebaseUid: DEMO_ACCOUNTS.provider.uid,
        name: DEMO_ACCOUNTS.provider.name,
        email: DEMO_ACCOUNTS.provider.email,
        phone: DEMO_ACCOUNTS.provider.phone,
        isProvider: 1,
        emailVerifiedAt: seededAt,
      })
      .returning();
    if (!customer || !providerUser) throw new Error('demo users not inserted');

    const [demoProvider] = await tx
      .insert(providers)
      .values({
        userId: providerUser.id,
        name: DEMO_ACCOUNTS.provider.name,
        bio: 'Reliable cleaning and garden services across the Cape Town southern suburbs.',
        services: ['cleaning', 'gardening'],
        hourlyRate: 250,
        responseTime: 'Within 2 hours',
        location: 'Claremont, Cape Town, Western Cape',
        latitude: -33.9806,
        longitude: 18.4653,
        serviceRadiusKm: 20,
      })
      .returning({ id: providers.id });
    if (!demoProvider) throw new Error('demo provider not inserted');
    await giveWelcomeCredit(tx, [demoProvider.id], seededAt);

    const providerUsers = await tx
      .insert(users)
      .values(
        list.map((p) => ({
          firebaseUid: p.uid,
          name: p.name,
          email: p.email,
          phone: p.phone,
          isProvider: 1,
          emailVerifiedAt: seededAt,
        })),
      )
      .returning({ id: users.id, firebaseUid: users.firebaseUid });
    const userIdByUid = new Map(providerUsers.map((u) => [u.firebaseUid, u.id]));
    const userIdOf = (uid: string) => {
      const id = userIdByUid.get(uid);
      if (!id) throw new Error(`demo provider user ${uid} not inserted`);
      return id;
    };
    const inserted = await tx
      .insert(providers)
      .values(
        list.map((p) => ({
          userId: userIdOf(p.uid),
          name: p.name,
          bio: p.bio,
          services: p.services,
          hourlyRate: p.hourlyRate,
          responseTime: p.responseTime,
          location: p.location,
          latitude: p.latitude,
          longitude: p.longitude,
          serviceRadiusKm: p.serviceRadiusKm,
        })),
      )
      .returning({
        id: providers.id,
        userId: providers.userId,
        services: providers.services,
        latitude: providers.latitude,
        longitude: providers.longitude,
      });

    await giveWelcomeCredit(
      tx,
      inserted.map((provider) => provider.id),
      seededAt,
    );

    // Badges come from approved documents only (refreshVerification), here as well: the verified
    // demo providers had theirs checked 40 days ago (the files already deleted, after 30).
    await seedApprovedDocuments(tx, list, inserted, userIdOf, seededAt);

    const tomorrow = addDays(southAfricanToday(seededAt), 1);
    const geyserWhen = settleWhen(
      { kind: 'dates', dates: [{ date: tomorrow, window: 'afternoon' }] },
      southAfricanToday(seededAt),
    );
    const [cleaning, plumbing] = await tx
      .insert(quoteRequests)
      .values([
        {
          customerId: customer.id,
          serviceType: 'cleaning',
          description: 'Deep clean of a two-bedroom flat before we move out.',
          location: 'Claremont, Cape Town, Western Cape',
          latitude: -33.9806,
          longitude: 18.4653,
          area: 'Claremont, Cape Town',
          preferredDate: dateFrom(seededAt, 6 - seededAt.getUTCDay() || 7, '9:00'),
          cleaningDetails: {
            cleaningType: 'indoor',
            rooms: ['Kitchen', 'Bathroom', 'Bedroom'],
            items: [{ name: 'Carpet', fabric: 'Wool' }],
          },
        },
        {
          customerId: customer.id,
          serviceType: 'plumbing',
          description: 'The geyser is leaking into the ceiling and the pressure valve drips.',
          location: 'Sea Point, Cape Town, Western Cape',
          latitude: -33.9153,
          longitude: 18.3925,
          area: 'Sea Point, Cape Town',
          // Tomorrow afternoon, as the form asks it: the nearest plumber's quote proposes a visit.
          when: geyserWhen,
          wantedDates: datesOf(geyserWhen),
          preferredDate: describeWhen(geyserWhen),
          status: 'responded',
          quoteCount: 2,
        },
      ])
      .returning();
    // Other customers' open requests around the country, a few near the demo provider.
    const neighbours = await tx
      .insert(users)
      .values(
        ['Lindiwe Mokoena', 'Pieter van Wyk', 'Ayesha Patel'].map((name, n) => ({
          firebaseUid: `demo-neighbour-${n + 1}`,
          name,
          email: `neighbour${n + 1}@demo.co.za`,
          isProvider: 0,
          emailVerifiedAt: seededAt,
        })),
      )
      .returning({ id: users.id });
    await tx.insert(quoteRequests).values(
      DEMO_NEIGHBOUR_REQUESTS.map(
        ([serviceType, description, location, latitude, longitude], n) => {
          const customerId = neighbours[n % neighbours.length]?.id;
          if (!customerId) throw new Error('demo neighbours not inserted');
          return {
            customerId,
            serviceType,
            description,
            location,
            latitude,
            longitude,
            area: resolveLocation(location, { latitude, longitude })?.area ?? location,
            preferredDate: dateFrom(seededAt, 2 + (n % 5), n % 2 ? '8:00' : '13:00'),
            createdAt: new Date(seededAt.getTime() - (n + 1) * 3_600_000),
          };
        },
      ),
    );

    if (cleaning && plumbing) {
      await seedGeyserQuotes(tx, {
        plumbing,
        providers: inserted,
        customerId: customer.id,
        tomorrow,
        seededAt,
      });
    }
  });
  const jobs = await seedDemoReviews(db, seededAt);
  await seedDemoPriceLists(db);
  // The admin, and a few unverified providers' documents waiting on the desk.
  const waitingDocuments = await seedDemoDesk(
    db,
    files,
    list.filter((p) => p.isVerified === 0 && p.location.includes('Cape Town')),
    seededAt,
  );
  return { providers: list.length + 1, jobs, waitingDocuments };
}
