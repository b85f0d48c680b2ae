import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Stripe API (Stripe is unreachable from the test machines). It answers the
 * four calls the Stripe adapter makes with objects shaped like Stripe's recorded answers
 * (https://docs.stripe.com/api/payment_intents/object), keeps intents in memory and records every
 * request so tests can check what was sent.
 */
export interface StandInRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

export type StandInIntent = ReturnType<typeof paymentIntentObject>;

const token = (length = 24) => randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length);

function paymentIntentObject(form: Record<string, string>) {
  const id = `pi_3${token(23)}`;
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return {
    id,
    object: 'payment_intent' as const,
    amount: Number(form.amount),
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null as number | null,
    cancellation_reason: null as string | null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${token(25)}`,
    confirmation_method: 'automatic',
    created: Math.floor(Date.now() / 1000),
    currency: form.currency ?? 'usd',
    customer: null,
    description: form.description ?? null,
    last_payment_error: null,
    latest_charge: null as string | null,
    livemode: false,
    metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null as string | null,
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
}

const stripeError = (status: number, code: string, message: string, param?: string) => ({
  status,
  body: { error: { code, doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`, message, param, type: 'invalid_request_error' } },
});

export interface StripeStandIn {
  url: string;
  requests: StandInRequest[];
  intents: Map<string, StandInIntent>;
  refunds: string[];
  /** What Stripe.js does in the browser when the card is accepted. */
  succeed(id: string): StandInIntent;
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const intents = new Map<string, StandInIntent>();
  const refunds: string[] = [];

  function answer(method: string, path: string, form: Record<string, string>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const intent = paymentIntentObject(form);
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1]!);
      return intent ? { status: 200, body: intent } : stripeError(404, 'resource_missing', `No such payment_intent: '${retrieve[1]}'`, 'intent');
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const intent = intents.get(cancel[1]!);
      if (!intent) return stripeError(404, 'resource_missing', `No such payment_intent: '${cancel[1]}'`, 'intent');
      if (intent.status === 'succeeded') {
        return stripeError(400, 'payment_intent_unexpected_state', 'You cannot cancel this PaymentIntent because it has a status of succeeded.');
      }
      Object.assign(intent, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000), cancellation_reason: 'requested_by_customer' });
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = form.payment_intent ? intents.get(form.payment_intent) : undefined;
      if (!intent) return stripeError(404, 'resource_missing', `No such payment_intent: '${form.payment_intent}'`, 'payment_intent');
      if (refunds.includes(intent.id)) return stripeError(400, 'charge_already_refunded', `Charge ${intent.latest_charge} has already been refunded.`);
      refunds.push(intent.id);
      return {
        status: 200,
        body: {
          id: `re_3${token(23)}`,
          object: 'refund',
          amount: intent.amount,
          charge: intent.latest_charge,
          created: Math.floor(Date.now() / 1000),
          currency: intent.currency,
          metadata: {},
          payment_intent: intent.id,
          reason: form.reason ?? null,
          status: 'succeeded',
        },
      };
    }
    return stripeError(404, 'resource_missing', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      const method = request.method ?? 'GET';
      const form = await readForm(request);
      const key = request.headers['idempotency-key'];
      requests.push({ method, path, form, idempotencyKey: typeof key === 'string' ? key : undefined });
      const { status, body } = answer(method, path, form);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${token(14)}` });
      response.end(JSON.stringify(body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    refunds,
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: `ch_3${token(23)}`, payment_method: `pm_${token(24)}` });
      return intent;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
