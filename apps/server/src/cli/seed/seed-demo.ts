import { seedDemoModeration } from './seed-demo-moderation.ts';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, like, ne, sql } from 'drizzle-orm';
import { districtOf } from '@phonehaat/contract';
import { hashPassword } from '../../auth/password.ts';
import type { Database } from '../../db/client.ts';
import { accounts, bookings, categories, orderEvents, products, users } from '../../db/schema/index.ts';
import { demoListedAt, demoPhotoUrls, demoVerificationPhoto } from './demo-photos.ts';
import { demoCategories, demoPassword, demoPeople, demoPersonId, demoProducts } from './catalogue.ts';
import { bookingCopy } from '../../services/bookings/booking-copy.ts';
import { imeiVaultFrom, type ImeiVault } from '../../services/imei/imei-vault.ts';
import { storedImeis } from '../../services/imei/live-imei.ts';
import { demoImei, demoListingFields } from './demo-listing-fields.ts';
import { demoJoinedAt } from './demo-joined.ts';
import { seedDemoConversations } from './seed-demo-conversations.ts';
import { seedDemoOrders } from './seed-demo-orders.ts';

export interface DemoAccount {
  email: string;
  role: string;
  verified: boolean;
}

/** Bookings that give the demo buyer a My Orders page to look at: product keys. */
const demoBuyerBookings = ['iphone-13-128-midnight', 'galaxy-s22-8-128-green'];

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Demo listings seeded by an earlier version keep the picture they were seeded with, and its file may
 * be gone: point those still showing demo art at today's, and their bookings' copies with them. A
 * listing whose seller gave it a photo of their own is left alone.
 */
async function refreshDemoArt(tx: Transaction): Promise<void> {
  for (const item of demoProducts) {
    const stale = await tx
      .update(products)
      // The photos start with the cover (decision 0040): the demo's photos come along with it.
      .set({ image: item.image, photoUrls: demoPhotoUrls(item, demoProducts.indexOf(item)) })
      .where(and(eq(products.seedKey, item.key), like(products.image, '/demo/phones/%'), ne(products.image, item.image)))
      .returning({ id: products.id });
    if (stale.length === 0) continue;
    await tx
      .update(bookings)
      .set({ productImage: item.image })
      .where(and(eq(bookings.productId, stale[0]!.id), like(bookings.productImage, '/demo/phones/%')));
  }
}

/** A demo listing's structured fields and IMEI as stored (the IMEI hashed and sealed with `vault`'s keys). */
function demoFields(key: string, vault: ImeiVault) {
  const fields = demoListingFields[key]!;
  return {
    ...fields,
    included: fields.included ?? [],
    division: districtOf(fields.district)!.division,
    ...storedImeis(vault, demoImei(key), undefined),
  };
}

/** Demo listings seeded before photos (their cover alone, still the demo's) get the demo's photos. */
async function fillDemoPhotos(tx: Transaction): Promise<void> {
  for (const [index, item] of demoProducts.entries()) {
    await tx
      .update(products)
      .set({ photoUrls: demoPhotoUrls(item, index), verificationPhoto: demoVerificationPhoto(item.key) })
      .where(and(eq(products.seedKey, item.key), eq(products.image, item.image), sql`cardinality(${products.photoUrls}) <= 1`));
  }
}

/** Demo accounts seeded before they had join dates (created on the day of seeding, after their listings) get them. */
async function backdateDemoPeople(tx: Transaction): Promise<void> {
  for (const person of demoPeople) {
    const joined = demoJoinedAt(person.key);
    await tx
      .update(users)
      .set({ createdAt: joined, registeredAt: joined })
      .where(and(eq(users.email, person.email), gt(users.createdAt, joined)));
  }
}

/** Demo listings seeded before issue 26's fields get them (a listing its seller has since given a model keeps its own). */
async function fillDemoListingFields(tx: Transaction, vault: ImeiVault): Promise<void> {
  for (const item of demoProducts) {
    await tx
      .update(products)
      .set(demoFields(item.key, vault))
      .where(and(eq(products.seedKey, item.key), isNull(products.model)));
  }
}

/**
 * Fills an empty database with the demo catalogue and accounts. Every insert skips rows that are
 * already there, so running it twice adds nothing.
 */
export async function seedDemo(
  db: Database,
  vault: ImeiVault = imeiVaultFrom({}),
): Promise<{ accounts: DemoAccount[]; password: string; created: boolean }> {
  const passwordHash = await hashPassword(demoPassword);
  const emails = demoPeople.map((person) => person.email);
  const existing = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const created = existing.length < emails.length;

  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(
        demoCategories.map((category, position) => ({ slug: category.key, name: category.name, img: category.img, position })),
      )
      .onConflictDoNothing();

    const newPeople = demoPeople.filter((person) => !existing.some((row) => row.email === person.email));
    if (newPeople.length > 0) {
      const rows = newPeople.map((person) => ({
        id: demoPersonId(person.key),
        name: person.name,
        email: person.email,
        emailVerified: true,
        image: person.photoURL,
        role: person.role,
        verify: person.verify ?? false,
        registeredAt: demoJoinedAt(person.key),
        createdAt: demoJoinedAt(person.key),
        updatedAt: demoJoinedAt(person.key),
      }));
      await tx.insert(users).values(rows).onConflictDoNothing();
      await tx
        .insert(accounts)
        .values(
          rows.map((row) => ({
            id: randomUUID(),
            accountId: row.id,
            providerId: 'credential',
            userId: row.id,
            password: passwordHash,
          })),
        );
    }

    const people = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(inArray(users.email, emails));
    const personByKey = new Map(demoPeople.map((person) => [person.key, people.find((row) => row.email === person.email)!]));
    const brands = await tx.select().from(categories);
    const brandByKey = new Map(brands.map((brand) => [brand.slug, brand]));

    const inserted = await tx
      .insert(products)
      .values(
        demoProducts.map((item, index) => {
          const brand = brandByKey.get(item.brand)!;
          const seller = personByKey.get(item.seller)!;
          const listedAt = demoListedAt(item);
          return {
            seedKey: item.key,
            productName: item.productName,
            image: item.image,
            photoUrls: demoPhotoUrls(item, index),
            verificationPhoto: demoVerificationPhoto(item.key),
            purchase: item.purchase,
            selling: item.selling,
            location: item.location,
            details: item.details,
            postDate: item.postDate,
            usingYears: item.usingYears,
            sellerId: seller.id,
            sellerName: seller.name,
            brandId: brand.id,
            brandName: brand.name,
            adsLabel: item.ads ? 'Advertised' : null,
            advertisedAt: item.ads ? listedAt : null,
            // Issue 42: two listings in three ship by courier, and one in two of those take cash on delivery.
            ships: index % 3 !== 2,
            codAccepted: index % 3 !== 2 && index % 2 === 0,
            createdAt: listedAt,
            updatedAt: listedAt,
            ...demoFields(item.key, vault),
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ seedKey: products.seedKey });
    await refreshDemoArt(tx);
    // Issue 26: some listings waiting for review or rejected, some reported (every admin queue has something to show).
    await seedDemoModeration(
      tx,
      inserted.flatMap((row) => (row.seedKey ? [row.seedKey] : [])),
      (key) => personByKey.get(key)?.id,
    );
    await fillDemoListingFields(tx, vault);
    await fillDemoPhotos(tx);
    await backdateDemoPeople(tx);

    const buyer = personByKey.get('sadia');
    const booked = await tx.select().from(products).where(inArray(products.seedKey, demoBuyerBookings));
    if (buyer && booked.length > 0) {
      const seeded = await tx
        .insert(bookings)
        .values(
          booked.map((product) => ({
            ...bookingCopy(product, buyer),
            pickUpLocation: 'Bashundhara City, Panthapath, Dhaka',
            phone: '01712345678',
          })),
        )
        .onConflictDoNothing()
        .returning({ id: bookings.id, createdAt: bookings.createdAt });
      // Each demo booking's timeline starts as the app's own bookings do (decision 0020).
      if (seeded.length > 0) {
        await tx
          .insert(orderEvents)
          .values(
            seeded.map((row) => ({
              orderId: row.id,
              action: 'book' as const,
              toState: 'booked' as const,
              actor: 'buyer' as const,
              actorId: buyer.id,
              at: row.createdAt,
            })),
          );
      }
    }
  });
  // Orders past `booked`, made through the deal's own code (after the catalogue is committed).
  await seedDemoOrders(db);
  // A conversation with an open counter-offer for Messages (issue 39).
  await seedDemoConversations(db);

  return {
    created,
    password: demoPassword,
    accounts: demoPeople.map((person) => ({ email: person.email, role: person.role, verified: person.verify ?? false })),
  };
}
