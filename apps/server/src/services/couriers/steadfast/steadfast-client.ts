import {
  BANGLADESHI_MOBILE,
  headerValue,
  INVOICE,
  type Courier,
  type NewParcel,
  type Parcel,
  type ParcelRef,
  type ParcelState,
  type Quote,
  type QuoteInput,
  type WebhookEvent,
  type WebhookHeaders,
} from '../courier.ts';
import { CourierError } from '../courier-error.ts';
import { parseAnswer, requestJson, sameSecret, webhookJson, type JsonAnswer } from '../courier-http.ts';
import { flatQuote } from '../flat-rate.ts';
import { balanceAnswer, createAnswer, refusalAnswer, statusAnswer, steadfastStatus, webhookBody } from './steadfast-answers.ts';
import type { SteadfastSettings } from '../../../config/couriers/steadfast-settings.ts';

/**
 * Steadfast Courier (packzy) merchant API v1: Api-Key and Secret-Key headers on every request,
 * create_order with our order id as the unique invoice, status by invoice / consignment id / tracking
 * code, get_balance; webhooks authenticated by the Bearer token set in Steadfast's panel. The documented
 * API has no rate calculator and no cancel: quotes come from the configured flat plan, and cancelParcel
 * says 'unsupported' (a booked parcel is cancelled in Steadfast's panel).
 */
export class SteadfastClient implements Courier {
  readonly name = 'steadfast';
  readonly findsByInvoice = true;
  private readonly fetch: typeof fetch;

  constructor(
    private readonly settings: SteadfastSettings,
    options: { fetch?: typeof fetch } = {},
  ) {
    this.fetch = options.fetch ?? fetch;
  }

  quote(input: QuoteInput): Promise<Quote> {
    return Promise.resolve(flatQuote(this.settings.rates, input));
  }

  async createParcel(input: NewParcel): Promise<Parcel> {
    checkParcel(input);
    const answer = await this.send('POST', '/create_order', {
      invoice: input.invoice,
      recipient_name: input.recipient.name.slice(0, 100),
      recipient_phone: input.recipient.phone,
      recipient_address: [input.recipient.address, input.recipient.area, input.recipient.district].join(', ').slice(0, 250),
      cod_amount: input.codAmount,
      note: input.note?.slice(0, 250),
      item_description: 'Mobile phone',
      delivery_type: 0,
    });
    if (answer.httpStatus !== 200 || (answer.json as { status?: unknown } | null)?.status !== 200) {
      const refusal = this.refusal(answer, 'create_order');
      if (refusal.detail.field === 'invoice') {
        // Steadfast keeps one parcel per invoice: answer the one it has.
        const existing = await this.findParcel(input.invoice);
        if (existing) return existing;
        throw new CourierError('steadfast', 'duplicate', refusal.message, refusal.detail);
      }
      throw refusal;
    }
    const { consignment } = parseAnswer('steadfast', createAnswer, answer, 'create_order');
    if (consignment.invoice !== input.invoice) {
      throw new CourierError('steadfast', 'malformed', 'create_order answered another invoice', {
        field: 'consignment.invoice',
      });
    }
    return {
      invoice: input.invoice,
      consignmentId: consignment.consignment_id,
      trackingCode: consignment.tracking_code,
      ...this.state(consignment.status, 'consignment.status'),
    };
  }

  /** status_by_invoice answers the status alone, so a parcel found this way has no ids until a webhook brings them. */
  async findParcel(invoice: string): Promise<Parcel | null> {
    try {
      const state = await this.parcelStatus({ invoice });
      return { invoice, consignmentId: null, trackingCode: null, ...state };
    } catch (error) {
      if (error instanceof CourierError && error.kind === 'not_found') return null;
      throw error;
    }
  }

  async parcelStatus(ref: ParcelRef): Promise<ParcelState> {
    const path =
      'invoice' in ref
        ? `/status_by_invoice/${encodeURIComponent(ref.invoice)}`
        : `/status_by_cid/${encodeURIComponent(ref.consignmentId)}`;
    return this.statusAt(path);
  }

  /** Status by the tracking code printed on the label. */
  statusByTrackingCode(trackingCode: string): Promise<ParcelState> {
    return this.statusAt(`/status_by_trackingcode/${encodeURIComponent(trackingCode)}`);
  }

  /** The merchant's balance with Steadfast, TK (collected COD less charges, not yet paid out). */
  async balance(): Promise<number> {
    const answer = await this.send('GET', '/get_balance');
    if (answer.httpStatus !== 200) throw this.refusal(answer, 'get_balance');
    return parseAnswer('steadfast', balanceAnswer, answer, 'get_balance').current_balance;
  }

  cancelParcel(): Promise<void> {
    return Promise.reject(
      new CourierError('steadfast', 'unsupported', "the API has no cancel: cancel the parcel in Steadfast's panel"),
    );
  }

  /**
   * Steadfast signs nothing: it sends `Authorization: Bearer <the token typed into its webhook panel>`,
   * which is compared here in constant time. Its JSON is then read: delivery_status moves the parcel,
   * tracking_update carries a message only.
   */
  parseWebhook(headers: WebhookHeaders, rawBody: string): WebhookEvent {
    const authorization = headerValue(headers, 'authorization');
    const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null;
    if (!sameSecret(token, this.settings.webhookToken)) {
      throw new CourierError('steadfast', 'bad_signature', 'webhook without the configured Bearer token');
    }
    const body = parseAnswer('steadfast', webhookBody, { httpStatus: 200, json: webhookJson('steadfast', rawBody) }, 'webhook');
    const common = { invoice: body.invoice, consignmentId: body.consignment_id, message: body.tracking_message };
    if (body.notification_type === 'tracking_update') {
      return { kind: 'update', update: { ...common, status: null, rawStatus: 'tracking_update', collectedTk: null } };
    }
    const { status, rawStatus } = this.state(body.status, 'status');
    const collected = status === 'delivered' || status === 'on_hold' ? body.cod_amount : null;
    return { kind: 'update', update: { ...common, status, rawStatus, collectedTk: collected } };
  }

  private async statusAt(path: string): Promise<ParcelState> {
    const answer = await this.send('GET', path);
    if (answer.httpStatus === 404 || (answer.json as { status?: unknown } | null)?.status === 404) {
      throw new CourierError('steadfast', 'not_found', 'has no such consignment', { httpStatus: answer.httpStatus });
    }
    if (answer.httpStatus !== 200) throw this.refusal(answer, 'status');
    return this.state(parseAnswer('steadfast', statusAnswer, answer, 'status').delivery_status, 'delivery_status');
  }

  private state(raw: string, field: string): ParcelState {
    const status = steadfastStatus(raw);
    if (!status) throw new CourierError('steadfast', 'malformed', `undocumented status "${raw}"`, { field });
    return { status, rawStatus: raw };
  }

  private send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<JsonAnswer> {
    return requestJson({
      courier: 'steadfast',
      fetch: this.fetch,
      url: `${this.settings.baseUrl.replace(/\/+$/, '')}${path}`,
      method,
      headers: { 'Api-Key': this.settings.apiKey, 'Secret-Key': this.settings.secretKey },
      body,
      timeoutMs: this.settings.timeoutMs,
    });
  }

  private refusal(answer: JsonAnswer, what: string): CourierError {
    if (answer.httpStatus === 401 || answer.httpStatus === 403) {
      return new CourierError('steadfast', 'unauthorized', `${what}: the Api-Key/Secret-Key were refused`, {
        httpStatus: answer.httpStatus,
      });
    }
    const parsed = refusalAnswer.safeParse(answer.json);
    const errors = parsed.success ? (parsed.data.errors ?? {}) : {};
    const field = Object.keys(errors)[0];
    const message = (field && errors[field]?.[0]) || (parsed.success && parsed.data.message) || `${what} refused`;
    return new CourierError('steadfast', 'refused', message, {
      httpStatus: answer.httpStatus,
      ...(field ? { field } : {}),
    });
  }
}

/** Refuses what Steadfast documents it would refuse, before anything is sent. */
function checkParcel(input: NewParcel): void {
  if (!INVOICE.test(input.invoice)) throw new RangeError('invoice: letters, digits, - and _ only');
  if (!BANGLADESHI_MOBILE.test(input.recipient.phone)) throw new RangeError('recipient.phone: 11 digits, 01XXXXXXXXX');
  if (!Number.isSafeInteger(input.codAmount) || input.codAmount < 0) throw new RangeError('codAmount: whole TK, 0 or more');
}
