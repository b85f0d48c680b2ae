import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Pathao merchant API: issue-token (password and refresh_token grants; tokens expire on the
 * stand-in's clock), Bearer checked on every other call (401 otherwise), city/zone lists, price-plan,
 * orders and orders/{id}/info. A repeated merchant_order_id is refused 422 (an assumption: Pathao does not
 * document it). Tests drive statuses (setStatus), hold a response back (hangNext) or garble one (malformNext).
 */
export const PATHAO_TEST_CREDENTIALS = {
  clientId: 'pt-client',
  clientSecret: 'pt-client-secret',
  username: 'merchant@phonehaat.test',
  password: 'pt-password',
  storeId: 130820,
};

export interface PathaoStandIn {
  url: string;
  clock: { now: number };
  /** Seconds each issued token lives. */
  tokenLifetime: number;
  orders: Map<string, { consignment_id: string; merchant_order_id: string; order_status: string }>;
  requests: { path: string; grant?: string }[];
  setStatus(consignmentId: string, status: string): void;
  hangNext(route: string): void;
  /** Pathao stops taking every access token issued so far (refresh tokens still work). */
  revokeTokens(): void;
  malformNext(route: string): void;
  close(): Promise<void>;
}

export async function startPathaoStandIn(): Promise<PathaoStandIn> {
  const tokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const hang = new Set<string>();
  const malform = new Set<string>();
  const hanging: ServerResponse[] = [];
  let issued = 0;
  const state: Omit<PathaoStandIn, 'url' | 'close' | 'setStatus' | 'hangNext' | 'malformNext' | 'revokeTokens'> = {
    clock: { now: Date.UTC(2026, 0, 1) },
    tokenLifetime: 432_000,
    orders: new Map(),
    requests: [],
  };

  const answer = (response: ServerResponse, httpStatus: number, body: unknown) =>
    response.writeHead(httpStatus, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const issue = () => {
    issued += 1;
    const access = `access-${issued}`;
    const refresh = `refresh-${issued}`;
    tokens.set(access, state.clock.now + state.tokenLifetime * 1000);
    refreshTokens.add(refresh);
    return { token_type: 'Bearer', expires_in: state.tokenLifetime, access_token: access, refresh_token: refresh };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname.replace('/aladdin/api/v1', '');
    let text = '';
    for await (const chunk of request) text += String(chunk);
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    state.requests.push({ path, ...(path === '/issue-token' ? { grant: String(body.grant_type) } : {}) });
    const c = PATHAO_TEST_CREDENTIALS;
    if (path === '/issue-token') {
      const client = body.client_id === c.clientId && body.client_secret === c.clientSecret;
      if (client && body.grant_type === 'password' && body.username === c.username && body.password === c.password)
        return answer(response, 200, issue());
      if (client && body.grant_type === 'refresh_token' && refreshTokens.delete(String(body.refresh_token)))
        return answer(response, 200, issue());
      return answer(response, 401, { message: 'Invalid credentials', type: 'error', code: 401 });
    }
    const bearer = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    const expiresAt = tokens.get(bearer);
    if (expiresAt === undefined || state.clock.now >= expiresAt) return answer(response, 401, { message: 'Unauthorized' });
    const route =
      path
        .split('/')
        .filter(Boolean)
        .at(path.endsWith('/info') ? -1 : 0) ?? '';
    const result = route === 'orders' && request.method === 'POST' ? create(body) : read(path);
    if (hang.delete(route)) return void hanging.push(response);
    if (malform.delete(route)) return answer(response, 200, { type: 'success', code: 200, data: { order_status: 'Pending' } });
    answer(response, result.httpStatus, result.body);
  };

  const create = (body: Record<string, unknown>) => {
    const merchantOrderId = String(body.merchant_order_id);
    if ([...state.orders.values()].some((order) => order.merchant_order_id === merchantOrderId)) {
      return {
        httpStatus: 422,
        body: {
          message: 'Please fix the given errors',
          type: 'error',
          code: 422,
          errors: { merchant_order_id: ['already exists'] },
        },
      };
    }
    const order = {
      consignment_id: `DL1212${String(state.orders.size + 1).padStart(6, '0')}`,
      merchant_order_id: merchantOrderId,
      order_status: 'Pending',
    };
    state.orders.set(order.consignment_id, order);
    return {
      httpStatus: 200,
      body: { message: 'Order Created Successfully', type: 'success', code: 200, data: { ...order, delivery_fee: 80 } },
    };
  };

  const read = (path: string) => {
    if (path === '/city-list')
      return ok({
        data: [
          { city_id: 1, city_name: 'Dhaka' },
          { city_id: 7, city_name: 'Rangpur' },
        ],
      });
    if (/^\/cities\/\d+\/zone-list$/.test(path))
      return ok({
        data: [
          { zone_id: 298, zone_name: 'Kotwali' },
          { zone_id: 52, zone_name: 'Mirpur' },
        ],
      });
    if (path === '/merchant/price-plan') {
      return ok({
        price: 130,
        discount: 0,
        promo_discount: 0,
        plan_id: 69,
        cod_enabled: 1,
        cod_percentage: 0.01,
        additional_charge: 0,
        final_price: 130,
      });
    }
    const info = /^\/orders\/([^/]+)\/info$/.exec(path);
    const order = info ? state.orders.get(decodeURIComponent(info[1] ?? '')) : undefined;
    if (!order) return { httpStatus: 404, body: { message: 'Not found', type: 'error', code: 404 } };
    return ok({
      ...order,
      order_status_slug: order.order_status.replace(/ /g, '_'),
      updated_at: '2026-01-01 10:00:00',
      invoice_id: null,
    });
  };
  const ok = (data: unknown) => ({ httpStatus: 200, body: { message: 'ok', type: 'success', code: 200, data } });

  const server = createServer((request, response) => {
    handle(request, response).catch(() => answer(response, 500, { message: 'stand-in error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    setStatus(consignmentId: string, status: string) {
      const order = state.orders.get(consignmentId);
      if (!order) throw new Error(`no order ${consignmentId}`);
      order.order_status = status;
    },
    hangNext: (route: string) => void hang.add(route),
    revokeTokens: () => tokens.clear(),
    malformNext: (route: string) => void malform.add(route),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
