import type { z } from 'zod';
import {
  BANGLADESHI_MOBILE,
  headerValue,
  INVOICE,
  type Courier,
  type NewParcel,
  type Parcel,
  type ParcelRef,
  type ParcelState,
  type Place,
  type Quote,
  type QuoteInput,
  type WebhookEvent,
  type WebhookHeaders,
} from '../courier.ts';
import { CourierError } from '../courier-error.ts';
import { parseAnswer, requestJson, sameSecret, webhookJson, type JsonAnswer } from '../courier-http.ts';
import {
  areaList,
  cityList,
  createAnswer,
  infoAnswer,
  isPathaoStatus,
  pathaoStatus,
  pricePlanAnswer,
  storeList,
  tokenAnswer,
  webhookBody,
  zoneList,
} from './pathao-answers.ts';
import type { PathaoSettings } from '../../../config/couriers/pathao-settings.ts';

const API = '/aladdin/api/v1';
/** Refresh this long before Pathao's expiry, so a token never lapses between check and use. */
const EXPIRY_MARGIN_MS = 5 * 60_000;
/** What Pathao's webhook check expects back, fixed by Pathao (its own WooCommerce plugin answers the same). */
const INTEGRATION_SECRET = 'f3992ecc-59da-4cbe-a049-a13da2018d51';
const NORMAL_DELIVERY = 48;
const PARCEL = 2;

interface HeldToken {
  access: string;
  refresh: string;
  expiresAt: number;
}

/**
 * Pathao courier merchant API: an OAuth2 password-grant token (issue-token), kept and refreshed with its
 * refresh_token before it expires; cities, zones, areas and stores; the price plan; orders created under
 * our order id as merchant_order_id and read back by consignment id. Districts and areas are matched to
 * Pathao's city and zone ids by name. Pathao has no lookup by merchant_order_id, so findParcel is
 * 'unsupported' and create-or-find waits for the order.created webhook instead of booking twice.
 */
export class PathaoClient implements Courier {
  readonly name = 'pathao';
  readonly findsByInvoice = false;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private token: HeldToken | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(
    private readonly settings: PathaoSettings,
    options: { fetch?: typeof fetch; now?: () => number } = {},
  ) {
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  async cities() {
    return this.get(`${API}/city-list`, cityList, 'city-list');
  }
  async zones(cityId: number) {
    return this.get(`${API}/cities/${cityId}/zone-list`, zoneList, 'zone-list');
  }
  async areas(zoneId: number) {
    return this.get(`${API}/zones/${zoneId}/area-list`, areaList, 'area-list');
  }
  async stores() {
    return this.get(`${API}/stores`, storeList, 'stores');
  }

  async quote(input: QuoteInput): Promise<Quote> {
    if (!Number.isSafeInteger(input.codAmount) || input.codAmount < 0) throw new RangeError('codAmount must be whole TK');
    const { cityId, zoneId } = await this.place(input.to);
    const answer = await this.call('POST', `${API}/merchant/price-plan`, {
      store_id: this.settings.storeId,
      item_type: PARCEL,
      delivery_type: NORMAL_DELIVERY,
      item_weight: Math.min(10, Math.max(0.5, input.weightKg)),
      recipient_city: cityId,
      recipient_zone: zoneId,
    });
    const plan = parseAnswer('pathao', pricePlanAnswer, this.ok(answer, 'price-plan'), 'price-plan').data;
    const deliveryTk = Math.ceil(plan.final_price);
    const codChargeTk = Math.ceil(input.codAmount * plan.cod_percentage);
    return { deliveryTk, codChargeTk, feeTk: deliveryTk + codChargeTk, source: 'price-plan' };
  }

  async createParcel(input: NewParcel): Promise<Parcel> {
    if (!INVOICE.test(input.invoice)) throw new RangeError('invoice: letters, digits, - and _ only');
    if (!BANGLADESHI_MOBILE.test(input.recipient.phone)) throw new RangeError('recipient.phone: 11 digits, 01XXXXXXXXX');
    const { cityId, zoneId } = await this.place(input.recipient);
    const answer = await this.call('POST', `${API}/orders`, {
      store_id: this.settings.storeId,
      merchant_order_id: input.invoice,
      recipient_name: input.recipient.name.slice(0, 100),
      recipient_phone: input.recipient.phone,
      recipient_address: input.recipient.address.slice(0, 220),
      recipient_city: cityId,
      recipient_zone: zoneId,
      delivery_type: NORMAL_DELIVERY,
      item_type: PARCEL,
      special_instruction: input.note?.slice(0, 250),
      item_quantity: 1,
      item_weight: Math.min(10, Math.max(0.5, input.weightKg)),
      amount_to_collect: input.codAmount,
      item_description: 'Mobile phone',
    });
    if (answer.httpStatus === 422 && hasError(answer.json, 'merchant_order_id')) {
      throw new CourierError('pathao', 'duplicate', 'already has an order with this merchant_order_id', {
        httpStatus: 422,
        field: 'merchant_order_id',
      });
    }
    const { data } = parseAnswer('pathao', createAnswer, this.ok(answer, 'orders'), 'orders');
    return {
      invoice: input.invoice,
      consignmentId: data.consignment_id,
      trackingCode: data.consignment_id,
      ...this.state(data.order_status, 'data.order_status'),
    };
  }

  findParcel(): Promise<Parcel | null> {
    return Promise.reject(new CourierError('pathao', 'unsupported', 'orders cannot be looked up by merchant_order_id'));
  }

  async parcelStatus(ref: ParcelRef): Promise<ParcelState> {
    if (!('consignmentId' in ref)) throw new CourierError('pathao', 'unsupported', 'orders are read by consignment id only');
    const answer = await this.call('GET', `${API}/orders/${encodeURIComponent(ref.consignmentId)}/info`);
    if (answer.httpStatus === 404) throw new CourierError('pathao', 'not_found', 'has no such order', { httpStatus: 404 });
    const { data } = parseAnswer('pathao', infoAnswer, this.ok(answer, 'order info'), 'order info');
    return this.state(data.order_status_slug ?? data.order_status, 'data.order_status_slug');
  }

  /** Not in Pathao's published merchant docs; the codeboxr package calls POST /orders/{id}/cancel. */
  async cancelParcel(ref: ParcelRef): Promise<void> {
    if (!('consignmentId' in ref)) throw new CourierError('pathao', 'unsupported', 'orders are cancelled by consignment id only');
    this.ok(await this.call('POST', `${API}/orders/${encodeURIComponent(ref.consignmentId)}/cancel`), 'cancel');
  }

  /**
   * Pathao sends the webhook secret typed into its panel back verbatim in X-PATHAO-Signature (no HMAC;
   * Pathao's own WooCommerce plugin compares it plainly); compared here in constant time. Its endpoint
   * check, event "webhook_integration", must be answered 202 with X-Pathao-Merchant-Webhook-Integration-Secret.
   */
  parseWebhook(headers: WebhookHeaders, rawBody: string): WebhookEvent {
    if (!sameSecret(headerValue(headers, 'x-pathao-signature'), this.settings.webhookSecret)) {
      throw new CourierError('pathao', 'bad_signature', 'webhook without the configured X-PATHAO-Signature');
    }
    const body = parseAnswer('pathao', webhookBody, { httpStatus: 200, json: webhookJson('pathao', rawBody) }, 'webhook');
    if (body.event === 'webhook_integration') {
      return {
        kind: 'handshake',
        replyStatus: 202,
        replyHeaders: { 'X-Pathao-Merchant-Webhook-Integration-Secret': INTEGRATION_SECRET },
      };
    }
    if (!isPathaoStatus(body.event)) {
      throw new CourierError('pathao', 'malformed', `undocumented event "${body.event}"`, { field: 'event' });
    }
    if (!body.consignment_id)
      throw new CourierError('pathao', 'malformed', 'event without consignment_id', { field: 'consignment_id' });
    return {
      kind: 'update',
      update: {
        invoice: body.merchant_order_id ?? null,
        consignmentId: body.consignment_id,
        status: pathaoStatus(body.event),
        rawStatus: body.event,
        message: body.reason ?? null,
        collectedTk: body.collected_amount ?? null,
      },
    };
  }

  private async place(place: Place): Promise<{ cityId: number; zoneId: number }> {
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
    const city = (await this.cities()).data.data.find((candidate) => same(candidate.city_name, place.district));
    if (!city) throw new CourierError('pathao', 'refused', `no city named ${place.district}`, { field: 'recipient_city' });
    const zone = (await this.zones(city.city_id)).data.data.find((candidate) => same(candidate.zone_name, place.area));
    if (!zone) throw new CourierError('pathao', 'refused', `no zone named ${place.area}`, { field: 'recipient_zone' });
    return { cityId: city.city_id, zoneId: zone.zone_id };
  }

  private state(raw: string, field: string): ParcelState {
    const status = isPathaoStatus(raw) ? pathaoStatus(raw) : null;
    if (!status) throw new CourierError('pathao', 'malformed', `undocumented status "${raw}"`, { field });
    return { status, rawStatus: raw };
  }

  private async get<S extends z.ZodType>(path: string, schema: S, what: string): Promise<z.output<S>> {
    return parseAnswer('pathao', schema, this.ok(await this.call('GET', path), what), what);
  }

  private ok(answer: JsonAnswer, what: string): JsonAnswer {
    if (answer.httpStatus === 401 || answer.httpStatus === 403) {
      throw new CourierError('pathao', 'unauthorized', `${what}: the token was refused`, { httpStatus: answer.httpStatus });
    }
    if (answer.httpStatus >= 300) {
      const message = (answer.json as { message?: unknown } | null)?.message;
      throw new CourierError('pathao', 'refused', typeof message === 'string' ? message : `${what} refused`, {
        httpStatus: answer.httpStatus,
      });
    }
    return answer;
  }

  /** One authorised call; a token Pathao no longer takes is dropped and the call made once more. */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<JsonAnswer> {
    for (let attempt = 0; ; attempt += 1) {
      const access = await this.accessToken();
      const answer = await this.send(method, path, body, { authorization: `Bearer ${access}` });
      if (answer.httpStatus === 401 && attempt === 0) {
        if (this.token?.access === access) this.token = null;
        continue;
      }
      return answer;
    }
  }

  private accessToken(): Promise<string> {
    const held = this.token;
    if (held && this.now() < held.expiresAt - EXPIRY_MARGIN_MS) return Promise.resolve(held.access);
    this.tokenRequest ??= this.renew(held).finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  /** Refreshes with the refresh_token when one is held; falls back to the password grant. */
  private async renew(held: HeldToken | null): Promise<string> {
    const { clientId, clientSecret, username, password } = this.settings;
    const askedAt = this.now();
    const client = { client_id: clientId, client_secret: clientSecret };
    let answer = held
      ? await this.send('POST', `${API}/issue-token`, { ...client, grant_type: 'refresh_token', refresh_token: held.refresh })
      : null;
    if (!answer || answer.httpStatus !== 200) {
      answer = await this.send('POST', `${API}/issue-token`, { ...client, grant_type: 'password', username, password });
    }
    if (answer.httpStatus !== 200) {
      this.token = null;
      throw new CourierError('pathao', 'unauthorized', 'issue-token refused the credentials', { httpStatus: answer.httpStatus });
    }
    const token = parseAnswer('pathao', tokenAnswer, answer, 'issue-token');
    this.token = { access: token.access_token, refresh: token.refresh_token, expiresAt: askedAt + token.expires_in * 1000 };
    return token.access_token;
  }

  private send(method: 'GET' | 'POST', path: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer> {
    return requestJson({
      courier: 'pathao',
      fetch: this.fetch,
      url: `${this.settings.baseUrl.replace(/\/+$/, '')}${path}`,
      method,
      headers,
      body,
      timeoutMs: this.settings.timeoutMs,
    });
  }
}

function hasError(json: unknown, field: string): boolean {
  const errors = (json as { errors?: unknown } | null)?.errors;
  return typeof errors === 'object' && errors !== null && field in errors;
}
