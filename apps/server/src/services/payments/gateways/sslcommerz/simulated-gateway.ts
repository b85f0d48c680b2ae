import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for SSLCommerz (v4 hosted checkout; developer.sslcommerz.com/doc/v4 and the
 * official sslcommerz-lts / PHP libraries). It answers the documented calls with answers shaped like
 * the gateway's — session init, the order validation API (VALID the first time, VALIDATED after,
 * INVALID_TRANSACTION for an unknown val_id), the transaction query, refund and refund query on
 * merchantTransIDvalidationAPI.php — and lets a test play the buyer (pay, fail, cancel), which
 * produces the IPN the gateway would POST. It can be told to stall (to test timeouts) and to refuse
 * refunds. It is also the app's simulated SSLCommerz in test mode (a loopback port, the real client
 * talking to it). Where the documentation is silent (the exact text of a repeated refund's refusal), the
 * stand-in's answer is marked as its own guess.
 */

export interface StandInRequest {
  method: string;
  path: string;
  params: Record<string, string>;
}

interface Attempt {
  tran_id: string;
  val_id: string;
  status: 'VALID' | 'VALIDATED' | 'FAILED' | 'CANCELLED';
  amount: string;
  currency: string;
  currency_type: string;
  currency_amount: string;
  bank_tran_id: string;
  card_type: string;
  risk_level: string;
  risk_title: string;
  tran_date: string;
  value_a: string;
  refunded: string | null;
}

interface StandInSession {
  sessionkey: string;
  form: Record<string, string>;
}

export interface PayOptions {
  /** What the buyer was charged, as the gateway writes it; defaults to the session's total_amount. */
  amount?: string;
  currency?: string;
  riskLevel?: '0' | '1';
  method?: string;
}

export interface SslcommerzStandIn {
  url: string;
  storeId: string;
  storePassword: string;
  requests: StandInRequest[];
  sessions: Map<string, StandInSession>;
  /** The buyer pays on the gateway's page: returns the IPN form the gateway POSTs to ipn_url. */
  pay(tranId: string, options?: PayOptions): Record<string, string>;
  /** The buyer's payment is declined: the FAILED IPN. */
  fail(tranId: string): Record<string, string>;
  /** The buyer presses cancel on the gateway's page: the CANCELLED IPN. */
  cancel(tranId: string): Record<string, string>;
  /** From now on every call waits, unanswered, until resume(). */
  stall(): void;
  resume(): void;
  /** Refunds answer `failed` with this reason until refundsWork(). */
  refuseRefunds(reason: string): void;
  refundsWork(): void;
  /** The next call, whatever it is, is answered with this body instead (a gateway answering nonsense). */
  answerNextWith(body: unknown): void;
  /** Refunds the gateway made: bank_tran_id → refund_ref_id. */
  refunds: Map<string, string>;
  close(): Promise<void>;
}

const token = (length: number) => randomBytes(length).toString('hex').slice(0, length).toUpperCase();
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const now = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

async function readParams(request: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
  return { ...Object.fromEntries(url.searchParams), ...body };
}

const REQUIRED_INIT_FIELDS = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_country',
  'cus_phone',
];

export interface StandInOptions {
  /** Tests read every request; the app's simulated gateway keeps none (they carry the store password). */
  keepRequests?: boolean;
}

export async function startSslcommerzStandIn({ keepRequests = true }: StandInOptions = {}): Promise<SslcommerzStandIn> {
  const storeId = 'phone6750b1c2a3f4e';
  const storePassword = 'phone6750b1c2a3f4e@ssl';
  const requests: StandInRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  /** Every attempt, by val_id (a FAILED or CANCELLED attempt gets one too, for the query). */
  const attempts = new Map<string, Attempt>();
  const refunds = new Map<string, string>();
  const refundStates = new Map<string, { bank_tran_id: string; tran_id: string; initiated_on: string }>();
  let stalled: Array<() => void> | null = null;
  let refundRefusal: string | null = null;
  let nextAnswer: { body: unknown } | null = null;

  const sessionFor = (tranId: string): StandInSession => {
    const session = [...sessions.values()].find((candidate) => candidate.form.tran_id === tranId);
    if (!session) throw new Error(`no session for tran_id ${tranId}`);
    return session;
  };

  /** The IPN as the gateway posts it, signed the documented way (verify_key lists the signed fields). */
  function notification(attempt: Attempt): Record<string, string> {
    const fields: Record<string, string> = {
      status: attempt.status,
      tran_date: attempt.tran_date,
      tran_id: attempt.tran_id,
      val_id: attempt.val_id,
      amount: attempt.amount,
      store_amount: (Number(attempt.amount) * 0.975).toFixed(2),
      currency: attempt.currency,
      bank_tran_id: attempt.bank_tran_id,
      card_type: attempt.card_type,
      card_no: attempt.card_type.startsWith('VISA') ? '418117XXXXXX6675' : '',
      card_issuer: 'BRAC BANK, LTD.',
      card_brand: attempt.card_type.startsWith('VISA') ? 'VISA' : 'MOBILEBANKING',
      card_issuer_country: 'Bangladesh',
      card_issuer_country_code: 'BD',
      currency_type: attempt.currency_type,
      currency_amount: attempt.currency_amount,
      currency_rate: '1.0000',
      value_a: attempt.value_a,
      risk_level: attempt.risk_level,
      risk_title: attempt.risk_title,
    };
    const keys = Object.keys(fields);
    const signed = { ...fields, store_passwd: md5(storePassword) };
    const hashString = Object.keys(signed)
      .sort()
      .map((key) => `${key}=${signed[key as keyof typeof signed]}`)
      .join('&');
    return { ...fields, verify_key: keys.join(','), verify_sign: md5(hashString) };
  }

  function attempt(tranId: string, status: Attempt['status'], options: PayOptions = {}): Attempt {
    const { form } = sessionFor(tranId);
    const paid = status === 'VALID';
    const amount = options.amount ?? form.total_amount!;
    const record: Attempt = {
      tran_id: tranId,
      val_id: `${new Date().toISOString().slice(2, 10).replaceAll('-', '')}${token(14)}`,
      status,
      amount,
      currency: 'BDT',
      currency_type: options.currency ?? form.currency!,
      currency_amount: amount,
      bank_tran_id: paid ? `${token(8)}${token(12)}` : '',
      card_type: options.method ?? 'BKASH-BKash',
      risk_level: options.riskLevel ?? '0',
      risk_title: options.riskLevel === '1' ? 'Not Safe' : 'Safe',
      tran_date: now(),
      value_a: form.value_a ?? '',
      refunded: null,
    };
    attempts.set(record.val_id, record);
    return record;
  }

  const credentialsOk = (params: Record<string, string>) => params.store_id === storeId && params.store_passwd === storePassword;

  /** A validated transaction as validationserverAPI.php and the transaction query describe it. */
  const describe = (record: Attempt) => ({
    status: record.status,
    tran_date: record.tran_date,
    tran_id: record.tran_id,
    val_id: record.val_id,
    amount: record.amount,
    store_amount: (Number(record.amount) * 0.975).toFixed(2),
    currency: record.currency,
    bank_tran_id: record.bank_tran_id,
    card_type: record.card_type,
    card_no: record.card_type.startsWith('VISA') ? '418117XXXXXX6675' : '',
    card_issuer: 'BRAC BANK, LTD.',
    card_brand: record.card_type.startsWith('VISA') ? 'VISA' : 'MOBILEBANKING',
    card_issuer_country: 'Bangladesh',
    card_issuer_country_code: 'BD',
    currency_type: record.currency_type,
    currency_amount: record.currency_amount,
    currency_rate: '1.0000',
    base_fair: '0.00',
    value_a: record.value_a,
    value_b: '',
    value_c: '',
    value_d: '',
    emi_instalment: '0',
    emi_amount: '0.00',
    emi_description: '',
    emi_issuer: '',
    account_details: '',
    risk_title: record.risk_title,
    risk_level: record.risk_level,
    validated_on: now(),
    gw_version: '',
  });

  function answer(method: string, path: string, params: Record<string, string>): unknown {
    if (path === '/gwprocess/v4/api.php' && method === 'POST') {
      if (!credentialsOk(params))
        return {
          status: 'FAILED',
          failedreason: 'Store Credential Error Or Store is De-active',
          sessionkey: '',
          gw: [],
          GatewayPageURL: '',
        };
      const missing = REQUIRED_INIT_FIELDS.find((field) => !params[field]);
      if (missing) return { status: 'FAILED', failedreason: `Invalid Information: ${missing} is missing`, sessionkey: '' };
      const amount = Number(params.total_amount);
      if (!/^\d+(\.\d{1,2})?$/.test(params.total_amount!) || amount < 10 || amount > 500_000) {
        return {
          status: 'FAILED',
          failedreason: 'Invalid Amount: total_amount must be between 10.00 and 500000.00',
          sessionkey: '',
        };
      }
      const sessionkey = token(32);
      sessions.set(sessionkey, { sessionkey, form: params });
      return {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey,
        gw: { visa: 'city_visa,ebl_visa,visacard', master: 'city_master,mastercard', mobilebanking: 'bkash,nagad,upay' },
        redirectGatewayURL: `${base()}/gwprocess/v4/bankgw/indexhtml.php?mamount=${params.total_amount}&ssl_id=${sessionkey}&Q=REDIRECT`,
        directPaymentURLBank: '',
        directPaymentURLCard: '',
        directPaymentURL: '',
        redirectGatewayURLFailed: '',
        GatewayPageURL: `${base()}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${sessionkey}`,
        storeBanner: `${base()}/stores/logos/demoLogo.png`,
        storeLogo: `${base()}/stores/logos/demoLogo.png`,
        desc: [],
        is_direct_pay_enable: '0',
      };
    }
    if (path === '/validator/api/validationserverAPI.php' && method === 'GET') {
      if (!credentialsOk(params)) return { APIConnect: 'FAILED' };
      if (!params.val_id) return { APIConnect: 'INVALID_REQUEST' };
      const record = attempts.get(params.val_id);
      if (!record || (record.status !== 'VALID' && record.status !== 'VALIDATED')) {
        return {
          status: 'INVALID_TRANSACTION',
          tran_date: null,
          tran_id: null,
          val_id: null,
          amount: null,
          APIConnect: 'DONE',
          validated_on: '',
          gw_version: '',
        };
      }
      const described = { ...describe(record), APIConnect: 'DONE' };
      record.status = 'VALIDATED';
      return described;
    }
    if (path === '/validator/api/merchantTransIDvalidationAPI.php' && method === 'GET') {
      if (!credentialsOk(params)) return { APIConnect: 'FAILED' };
      if (params.bank_tran_id && params.refund_amount) {
        const record = [...attempts.values()].find((candidate) => candidate.bank_tran_id === params.bank_tran_id);
        const refusal = (errorReason: string) => ({
          APIConnect: 'DONE',
          bank_tran_id: params.bank_tran_id,
          trans_id: record?.tran_id ?? '',
          refund_ref_id: '',
          status: 'failed',
          errorReason,
        });
        if (refundRefusal) return refusal(refundRefusal);
        if (!record) return refusal('Invalid bank_tran_id');
        if (Number(params.refund_amount) > Number(record.amount)) return refusal('Refund amount exceeds the transaction amount');
        // The stand-in's own guess at the wording: the documentation does not give it.
        if (record.refunded) return refusal('Refund already initiated for this transaction');
        const refundRefId = `${token(16)}`;
        record.refunded = refundRefId;
        refunds.set(record.bank_tran_id, refundRefId);
        refundStates.set(refundRefId, { bank_tran_id: record.bank_tran_id, tran_id: record.tran_id, initiated_on: now() });
        return {
          APIConnect: 'DONE',
          bank_tran_id: record.bank_tran_id,
          trans_id: record.tran_id,
          refund_ref_id: refundRefId,
          status: 'success',
          errorReason: '',
        };
      }
      if (params.refund_ref_id) {
        const state = refundStates.get(params.refund_ref_id);
        if (!state) return { APIConnect: 'INVALID_REQUEST' };
        return { APIConnect: 'DONE', ...state, refund_ref_id: params.refund_ref_id, refunded_on: now(), status: 'refunded' };
      }
      if (params.tran_id) {
        const element = [...attempts.values()].filter((record) => record.tran_id === params.tran_id).map(describe);
        return { APIConnect: 'DONE', no_of_trans_found: element.length, element };
      }
      return { APIConnect: 'INVALID_REQUEST' };
    }
    return null;
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const method = request.method ?? 'GET';
      const params = await readParams(request, url);
      if (keepRequests) requests.push({ method, path: url.pathname, params });
      if (stalled) await new Promise<void>((resolve) => stalled!.push(resolve));
      const body = nextAnswer ? nextAnswer.body : answer(method, url.pathname, params);
      nextAnswer = null;
      if (response.destroyed) return;
      response.writeHead(body === null ? 404 : 200, { 'content-type': body === null ? 'text/html' : 'application/json' });
      response.end(body === null ? '<h1>Not Found</h1>' : JSON.stringify(body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = () => `http://127.0.0.1:${port}`;

  return {
    url: base(),
    storeId,
    storePassword,
    requests,
    sessions,
    refunds,
    pay: (tranId, options) => notification(attempt(tranId, 'VALID', options)),
    fail: (tranId) => notification(attempt(tranId, 'FAILED')),
    cancel: (tranId) => notification(attempt(tranId, 'CANCELLED')),
    stall() {
      stalled ??= [];
    },
    resume() {
      const waiting = stalled ?? [];
      stalled = null;
      for (const release of waiting) release();
    },
    refuseRefunds(reason) {
      refundRefusal = reason;
    },
    refundsWork() {
      refundRefusal = null;
    },
    answerNextWith(body) {
      nextAnswer = { body };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
