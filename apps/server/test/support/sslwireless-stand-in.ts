import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { smsSegmentInfo } from '../../src/services/sms/sms-segments.ts';

/**
 * A local stand-in for SSL Wireless's SMS API v3 single send (the gateway is unreachable from the test
 * machines, and only whitelisted IPs may call it). POST /api/v3/send-sms with a JSON body
 * {api_token, sid, msisdn, sms, csms_id}; answers as the v3.0.0 document (transcribed in public
 * integration code; see src/services/sms/sslwireless-client.ts for the sources) has them:
 * {status:"SUCCESS", status_code:200, error_message:"", smsinfo:[{sms_status, status_message, msisdn,
 * sms_type, sms_body, csms_id, reference_id}]} on success and {status:"FAILED", status_code, error_message}
 * on a refusal. Which HTTP status a refusal comes with is documented nowhere; this one says 200.
 *
 * Checks in this order: endpoint (4004), JSON (4005), api_token (4001), sid (4002), missing parameter
 * (4022), csms_id (4020: at most 20 letters and digits), msisdn (4025: 8801[3-9]XXXXXXXX or 01…),
 * length (4027: over 1000 characters), repeated csms_id (4023). The real gateway forgets a csms_id the
 * next day; this one never does. Tests can make the next requests fail with a 5xx, answer something
 * given, or be held after the SMS counts as sent (the gateway acted, the answer has not arrived).
 */

export const SSLWIRELESS_TEST_CREDENTIALS = {
  apiToken: 'stand-in-api-token-do-not-log',
  sid: 'PHONEHAATOTP',
};

export const SEND_SMS_PATH = '/api/v3/send-sms';

export interface StandInRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  /** The body as sent, before any parsing. */
  raw: string;
}

export interface HeldAnswer {
  /** The JSON body the gateway received. */
  body: Record<string, unknown>;
  /** Sends the answer the request would have had (to nobody, if the client gave up). */
  release(): void;
}

export interface SslWirelessStandIn {
  /** The base URL for the client (SSLWIRELESS_API_BASE). */
  url: string;
  /** Every request, refused or not. */
  requests: StandInRequest[];
  /** The JSON body of every SMS the gateway took to send, in order: one entry per SMS sent. */
  received: Record<string, unknown>[];
  /** The next `count` requests answer this HTTP status with an HTML page, and send nothing. */
  failNext(count: number, status?: number): void;
  /** The next request gets this answer instead, and sends nothing. */
  answerNext(body: unknown, status?: number): void;
  /**
   * The next request is handled (its SMS counts as sent, if accepted) but its answer is held: resolves
   * once that request has arrived.
   */
  holdNext(): Promise<HeldAnswer>;
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown };

const refusal = (code: number, message: string): Answer => ({
  status: 200,
  body: { status: 'FAILED', status_code: code, error_message: message },
});

const REQUIRED = ['api_token', 'sid', 'msisdn', 'sms', 'csms_id'] as const;
const MSISDN = /^(?:88)?(01[3-9]\d{8})$/;
const CSMS_ID = /^[A-Za-z0-9]{1,20}$/;
const MAX_SMS_LENGTH = 1000;

export async function startSslWirelessStandIn(): Promise<SslWirelessStandIn> {
  const requests: StandInRequest[] = [];
  const received: Record<string, unknown>[] = [];
  const usedCsmsIds = new Set<string>();
  const failures: { status: number }[] = [];
  const nextAnswers: Answer[] = [];
  const holds: ((held: HeldAnswer) => void)[] = [];
  const open = new Set<ServerResponse>();

  function answer(request: StandInRequest): { answer: Answer; body: Record<string, unknown> } {
    let body: Record<string, unknown> = {};
    if (request.method !== 'POST' || request.path !== SEND_SMS_PATH) return { answer: refusal(4004, 'Endpoint Not Found'), body };
    try {
      const parsed: unknown = JSON.parse(request.raw);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      body = parsed as Record<string, unknown>;
    } catch {
      return { answer: refusal(4005, 'Invalid Request Format'), body };
    }
    if (!request.contentType?.startsWith('application/json')) return { answer: refusal(4005, 'Invalid Request Format'), body };
    if (body.api_token !== SSLWIRELESS_TEST_CREDENTIALS.apiToken) return { answer: refusal(4001, 'Unauthorized'), body };
    if (body.sid !== SSLWIRELESS_TEST_CREDENTIALS.sid) return { answer: refusal(4002, 'SID Not Permitted'), body };
    if (REQUIRED.some((key) => typeof body[key] !== 'string' || body[key] === '')) {
      return { answer: refusal(4022, 'Required Parameter Missing'), body };
    }
    const { msisdn, sms, csms_id: csmsId } = body as Record<(typeof REQUIRED)[number], string>;
    if (!CSMS_ID.test(csmsId)) return { answer: refusal(4020, 'Invalid CSMS ID'), body };
    const number = MSISDN.exec(msisdn)?.[1];
    if (!number) return { answer: refusal(4025, 'Invalid MSISDN'), body };
    if ([...sms].length > MAX_SMS_LENGTH) return { answer: refusal(4027, 'Message Length Exceeded'), body };
    if (usedCsmsIds.has(csmsId)) return { answer: refusal(4023, 'Duplicate CSMS ID'), body };

    usedCsmsIds.add(csmsId);
    received.push(body);
    const info = {
      sms_status: 'SUCCESS',
      status_message: 'Success',
      msisdn: `88${number}`,
      sms_type: smsSegmentInfo(sms).encoding === 'GSM-7' ? 'EN' : 'BN',
      sms_body: sms,
      csms_id: csmsId,
      reference_id: randomBytes(10).toString('hex').slice(0, 19),
    };
    return { answer: { status: 200, body: { status: 'SUCCESS', status_code: 200, error_message: '', smsinfo: [info] } }, body };
  }

  function write(response: ServerResponse, { status, body }: Answer) {
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      open.add(response);
      response.on('close', () => open.delete(response));
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const request: StandInRequest = {
        method: incoming.method ?? 'GET',
        path: new URL(incoming.url ?? '/', 'http://stand-in').pathname,
        contentType: incoming.headers['content-type'],
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);

      const failure = failures.shift();
      if (failure) {
        response.writeHead(failure.status, { 'content-type': 'text/html' });
        response.end(`<html><body><h1>${failure.status}</h1></body></html>`);
        return;
      }
      const given = nextAnswers.shift();
      if (given) return write(response, given);
      const handled = answer(request);
      const hold = holds.shift();
      if (hold) return hold({ body: handled.body, release: () => write(response, handled.answer) });
      write(response, handled.answer);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    received,
    failNext(count, status = 500) {
      for (let i = 0; i < count; i += 1) failures.push({ status });
    },
    answerNext(body, status = 200) {
      nextAnswers.push({ status, body });
    },
    holdNext: () => new Promise<HeldAnswer>((resolve) => holds.push(resolve)),
    close: () => {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
