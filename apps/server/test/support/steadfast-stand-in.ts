import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Steadfast (packzy API v1) speaking the documented protocol: Api-Key/Secret-Key checked (401
 * otherwise), create_order one parcel per invoice (a repeat answers 400 with errors.invoice "The invoice
 * has already been taken.", as integrators report), status_by_invoice/cid/trackingcode (an unknown one
 * 404), get_balance. Tests drive statuses (setStatus), hold a response back (hangNext: the work is done,
 * the answer never comes) or garble one (malformNext).
 */
export const STEADFAST_TEST_CREDENTIALS = { apiKey: 'sf-test-api-key', secretKey: 'sf-test-secret-key' };

export interface StandInParcel {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  status: string;
  cod_amount: number;
}

export interface SteadfastStandIn {
  url: string;
  parcels: Map<string, StandInParcel>;
  requests: { method: string; path: string }[];
  setStatus(invoice: string, status: string): void;
  hangNext(path: string): void;
  malformNext(path: string): void;
  close(): Promise<void>;
}

export async function startSteadfastStandIn(): Promise<SteadfastStandIn> {
  const parcels = new Map<string, StandInParcel>();
  const requests: { method: string; path: string }[] = [];
  const hang = new Set<string>();
  const malform = new Set<string>();
  const hanging: ServerResponse[] = [];

  const answer = (response: ServerResponse, httpStatus: number, body: unknown) => {
    response.writeHead(httpStatus, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname.replace(/^\/api\/v1/, '');
    requests.push({ method: request.method ?? '', path });
    let text = '';
    for await (const chunk of request) text += String(chunk);
    if (
      request.headers['api-key'] !== STEADFAST_TEST_CREDENTIALS.apiKey ||
      request.headers['secret-key'] !== STEADFAST_TEST_CREDENTIALS.secretKey
    ) {
      return answer(response, 401, { message: 'Unauthenticated.' });
    }
    const route = path.split('/')[1] ?? '';
    const result = route === 'create_order' ? create(JSON.parse(text || '{}') as Record<string, unknown>) : lookUp(path);
    if (hang.delete(route)) {
      hanging.push(response);
      return;
    }
    if (malform.delete(route)) return answer(response, 200, { status: 200, consignment: { consignment_id: 'x' } });
    answer(response, result.httpStatus, result.body);
  };

  const create = (body: Record<string, unknown>) => {
    const invoice = String(body.invoice ?? '');
    if (parcels.has(invoice)) {
      return {
        httpStatus: 400,
        body: {
          status: 400,
          message: 'The given data was invalid.',
          errors: { invoice: ['The invoice has already been taken.'] },
        },
      };
    }
    const serial = parcels.size + 1;
    const parcel: StandInParcel = {
      consignment_id: 1424100 + serial,
      invoice,
      tracking_code: `15BAEB${String(serial).padStart(2, '0')}`,
      status: 'in_review',
      cod_amount: Number(body.cod_amount),
    };
    parcels.set(invoice, parcel);
    return {
      httpStatus: 200,
      body: {
        status: 200,
        message: 'Consignment has been created successfully.',
        consignment: { ...parcel, recipient_name: body.recipient_name },
      },
    };
  };

  const lookUp = (path: string) => {
    const [, route, key = ''] = path.split('/').map(decodeURIComponent);
    if (route === 'get_balance') return { httpStatus: 200, body: { status: 200, current_balance: 0 } };
    const parcel = [...parcels.values()].find((candidate) =>
      route === 'status_by_invoice'
        ? candidate.invoice === key
        : route === 'status_by_cid'
          ? String(candidate.consignment_id) === key
          : route === 'status_by_trackingcode' && candidate.tracking_code === key,
    );
    if (!parcel) return { httpStatus: 404, body: { status: 404, message: 'Consignment not found.' } };
    return { httpStatus: 200, body: { status: 200, delivery_status: parcel.status } };
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => answer(response, 500, { message: 'stand-in error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    parcels,
    requests,
    setStatus(invoice, status) {
      const parcel = parcels.get(invoice);
      if (!parcel) throw new Error(`no parcel ${invoice}`);
      parcel.status = status;
    },
    hangNext: (path) => hang.add(path),
    malformNext: (path) => malform.add(path),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
