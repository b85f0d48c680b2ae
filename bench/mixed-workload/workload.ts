/**
 * A mixed workload against a running PhoneHaat server: simulated buyers browse, search, book and pay
 * with the simulated card, sellers list phones, an admin verifies sellers and advertises listings.
 * Every acknowledged booking and payment is remembered so it can be checked against the database.
 */

export interface WorkloadOptions {
  base: string;
  users: number;
  durationMs: number;
  /** Email that the server makes admin (ADMIN_EMAILS); one simulated user signs up with it. */
  adminEmail: string;
  /** Called with a line of progress now and then. */
  log?: (line: string) => void;
}

export interface WorkloadResult {
  requests: number;
  byStatus: Record<string, number>;
  /** Answers of 500 and above, with what was asked. */
  serverErrors: string[];
  /** Network failures (no answer at all). */
  networkErrors: string[];
  /** Booking ids answered 201, and payment ids answered 200, per call. */
  bookings: string[];
  payments: { insertedId: string; bookingId: string }[];
  /** Emails of every simulated account, to find their rows afterwards. */
  emails: string[];
  elapsedMs: number;
}

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
const PASSWORD = 'load-test-password-7';
const SEARCHES = ['iphone', 'galaxy', 'pixel', 'redmi', 'oneplus', '128GB', 'dhaka', ''];
const SORTS = ['newest', 'oldest', 'price_asc', 'price_desc'];

interface Session {
  email: string;
  role: 'User' | 'Seller' | 'admin';
  auth: Record<string, string>;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

export async function runMixedWorkload(options: WorkloadOptions): Promise<WorkloadResult> {
  const result: WorkloadResult = {
    requests: 0,
    byStatus: {},
    serverErrors: [],
    networkErrors: [],
    bookings: [],
    payments: [],
    emails: [],
    elapsedMs: 0,
  };
  const log = options.log ?? (() => undefined);
  const run = Math.random().toString(36).slice(2, 8);

  async function call(
    method: string,
    path: string,
    session?: Session,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    result.requests += 1;
    try {
      const response = await fetch(`${options.base}/api${path}`, {
        method,
        headers: { ...session?.auth, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(60_000),
      });
      const text = await response.text();
      result.byStatus[response.status] = (result.byStatus[response.status] ?? 0) + 1;
      if (response.status >= 500) result.serverErrors.push(`${method} ${path} → ${response.status} ${text.slice(0, 200)}`);
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return { status: response.status, json };
    } catch (error) {
      result.networkErrors.push(`${method} ${path}: ${(error as Error).message}`);
      return { status: 0, json: null };
    }
  }

  async function signUp(index: number): Promise<Session> {
    const role: Session['role'] = index === 0 ? 'admin' : index % 5 === 1 ? 'Seller' : 'User';
    const email = role === 'admin' ? options.adminEmail : `load-${run}-${index}@phonehaat.test`;
    result.emails.push(email);
    const name = `Load ${role} ${index}`;
    const response = await fetch(`${options.base}/api/auth/sign-up/email`, {
      method: 'POST',
      // Better Auth checks the Origin of sign-ups against the server's public URL.
      headers: { 'content-type': 'application/json', origin: new URL(options.base).origin },
      body: JSON.stringify({ name, email, password: PASSWORD, image: 'https://example.com/me.png' }),
    });
    const token = response.headers.get('set-auth-token');
    if (!response.ok || !token) {
      throw new Error(`sign-up of ${email} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);
    }
    const session: Session = { email, role, auth: { authorization: `Bearer ${token}` } };
    if (role !== 'admin') await call('POST', '/users', session, { name, email, role });
    return session;
  }

  // Sign up in small batches: each sign-up hashes a password.
  const sessions: Session[] = [];
  for (let start = 0; start < options.users; start += 10) {
    const batch = await Promise.all(Array.from({ length: Math.min(10, options.users - start) }, (_, i) => signUp(start + i)));
    sessions.push(...batch);
  }
  log(`${sessions.length} simulated users signed up`);

  const brands = ((await call('GET', '/productsCategories')).json as { _id: string }[] | null) ?? [];
  const available = async (): Promise<string[]> => {
    const list = await call('GET', `/allProducts?limit=50&sort=${pick(SORTS)}`);
    return Array.isArray(list.json) ? (list.json as { _id: string }[]).map((product) => product._id) : [];
  };

  async function buyerStep(session: Session): Promise<void> {
    const roll = Math.random();
    if (roll < 0.35) {
      await call('GET', `/allProducts?page=${1 + Math.floor(Math.random() * 3)}&limit=12&sort=${pick(SORTS)}`);
      return;
    }
    if (roll < 0.55) {
      await call('GET', `/allProducts?q=${encodeURIComponent(pick(SEARCHES))}&minPrice=1000&maxPrice=200000`);
      if (brands.length > 0) await call('GET', `/category/${pick(brands)._id}?limit=12`);
      return;
    }
    const ids = await available();
    if (ids.length === 0) return;
    const productId = pick(ids);
    await call('GET', `/products/${productId}`);
    const booked = await call('POST', '/bookingProduct', session, {
      productId,
      pickUpLocation: 'Mirpur 10, Dhaka',
      phone: '01711000000',
    });
    if (booked.status !== 201) return;
    const bookingId = (booked.json as { insertedId: string }).insertedId;
    result.bookings.push(bookingId);
    await call('GET', `/bookingProduct?email=${encodeURIComponent(session.email)}`, session);
    if (Math.random() < 0.5) return;
    const intent = await call('POST', '/create-payment-intent', session, { items: { _id: bookingId } });
    if (intent.status !== 200) return;
    const confirmed = await call('POST', '/payments/simulated/confirm', session, {
      clientSecret: (intent.json as { clientSecret: string }).clientSecret,
      card: CARD,
    });
    if (confirmed.status !== 200) return;
    const transactionId = (confirmed.json as { id: string }).id;
    const paid = await call('POST', '/payments', session, { bookingId, transactionId, price: 1 });
    if (paid.status === 200) result.payments.push({ insertedId: (paid.json as { insertedId: string }).insertedId, bookingId });
  }

  async function sellerStep(session: Session): Promise<void> {
    if (Math.random() < 0.5 && brands.length > 0) {
      await call('POST', '/allProducts', session, {
        brand: pick(brands)._id,
        productName: `Load phone ${Math.random().toString(36).slice(2, 7)}`,
        image: '/demo/phones/iphone-front-midnight.svg',
        purchase: 90_000,
        selling: 20_000 + Math.floor(Math.random() * 60_000),
        location: 'Dhanmondi, Dhaka',
        usingYears: 1,
        postDate: '2026-05-01',
        details: 'Listed by the mixed-workload simulator.',
      });
    } else {
      await call('GET', '/myProducts', session);
    }
  }

  async function adminStep(session: Session): Promise<void> {
    const roll = Math.random();
    if (roll < 0.3) await call('GET', '/users', session);
    else if (roll < 0.6) {
      const sellers = await call('GET', '/seller', session);
      const unverified = Array.isArray(sellers.json)
        ? (sellers.json as { _id: string; verify: boolean }[]).filter((seller) => !seller.verify)
        : [];
      if (unverified.length > 0) await call('PUT', `/seller/${pick(unverified)._id}`, session);
    } else {
      const ids = await available();
      if (ids.length > 0) await call('PUT', `/allProducts/${pick(ids)}`, session);
    }
  }

  const started = Date.now();
  const deadline = started + options.durationMs;
  const progress = setInterval(
    () =>
      log(
        `${Math.round((Date.now() - started) / 1000)} s: ${result.requests} requests, ${result.bookings.length} bookings, ${result.payments.length} payments`,
      ),
    10_000,
  );
  await Promise.all(
    sessions.map(async (session) => {
      while (Date.now() < deadline) {
        if (session.role === 'admin') await adminStep(session);
        else if (session.role === 'Seller') await sellerStep(session);
        else await buyerStep(session);
      }
    }),
  );
  clearInterval(progress);
  result.elapsedMs = Date.now() - started;
  return result;
}
