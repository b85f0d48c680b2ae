import { createHash } from 'node:crypto';
import { z } from 'zod';
import { SendFailure, type SmsMessage, type SmsSender } from '../notifications/senders.ts';
import { GATEWAY_MSISDN } from './phone-numbers.ts';

/**
 * SSL Wireless's SMS API v3 (ISMS Plus), single send: POST {base}/api/v3/send-sms with JSON
 * {api_token, sid, msisdn, sms, csms_id}. Where each fact comes from (none is SSL Wireless's own page,
 * which sits behind their dashboard):
 * - [T] the v3.0.0 document as transcribed in public integration code found by code search for
 *   "csms_id": a gateway catalogue's `ssl-wireless` entry, an ISMS Plus helper's ENDPOINTS/ERROR_CODES/
 *   RESPONSE_SCHEMA, and the Enzaime Laravel driver (Drivers/SslWireless.php, citing
 *   ismsplus.sslwireless.com/api-documentation). They agree on the body, the answer shape, success as
 *   status "SUCCESS" with status_code 200, and the codes below; csms_id is at most 20 characters
 *   (alphanumeric) and "unique for the same day only".
 * - [S] Atiqul-Imon/scarlet-backend SSLWIRELESS_EXACT_CREDENTIALS.md: the same shape, status_code 1000.
 * - [R] ahsan-sami-turzo/bd_sms_microservice readme.md, a captured refusal:
 *   {"status":"FAILED","status_code":4003,"error_message":"IP Blacklisted"} (no smsinfo).
 * - One other public client numbers the codes differently (4012 "Duplicate CSMS ID", 4030 "Too Many
 *   Requests"); we follow [T] and recognise a duplicate by its words as well as by 4023.
 * - Silent everywhere: the HTTP status of a refusal (we read the body whatever it is, 5xx aside) and a
 *   code for an exhausted balance (we read the words).
 * The api_token is in the body only; no message made here carries it.
 */

export const SEND_SMS_PATH = '/api/v3/send-sms';

// Every sample sends status_code as a number; a numeric string is taken too.
const statusCode = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

const smsInfo = z.object({
  /** SUCCESS, INVALID (MSISDN, length, CSMS ID) or DUPLICATE (CSMS ID that day, MSISDN in one request) [T]. */
  sms_status: z.string(),
  status_message: z.string().nullish(),
  msisdn: z.string().nullish(),
  /** EN or BN [T]. */
  sms_type: z.string().nullish(),
  sms_body: z.string().nullish(),
  csms_id: z.string().nullish(),
  /** SSL Wireless's own id for the message. */
  reference_id: z.string().nullish(),
});

export const sendSmsAnswer = z.object({
  /** SUCCESS or FAILED ([T] also writes FAIL once). */
  status: z.string(),
  status_code: statusCode,
  error_message: z.string().nullish(),
  smsinfo: z.array(smsInfo).nullish(),
});
export type SendSmsAnswer = z.output<typeof sendSmsAnswer>;

/** "Duplicate CSMS ID — CSMS ID is duplicate in the same day" [T]: the gateway had this message already. */
export const DUPLICATE_CSMS_ID = 4023;

/** Refusals a retry cannot change [T]: credentials, whitelisting, the request, the number. */
const PERMANENT_CODES: ReadonlyMap<number, string> = new Map([
  [4001, 'unauthorized (invalid api_token)'],
  [4002, 'SID not permitted to send SMS'],
  [4003, 'IP blacklisted (this server is not whitelisted at SSL Wireless)'],
  [4004, 'endpoint not found'],
  [4005, 'invalid request format'],
  [4020, 'invalid CSMS ID'],
  [4022, 'required parameter missing'],
  [4025, 'invalid MSISDN'],
  [4026, 'blocked MSISDN'],
  [4027, 'message length exceeded'],
  [4028, 'invalid message data'],
]);

/**
 * Refusals that pass [T], and 4030: "max MSISDN exceeded for one request" in [T], which one number cannot
 * cause, "too many requests" in the other numbering. A code in neither list is retried too: the retry
 * carries the same csms_id, so at worst the gateway answers 4023 and nothing goes out twice.
 */
const TRANSIENT_CODES: ReadonlyMap<number, string> = new Map([
  [4029, 'too many requests'],
  [4030, 'limit exceeded'],
  [4031, 'TPS exceeded'],
  [5000, 'unknown error at the gateway'],
]);

const DUPLICATE_WORDS = /duplicate\s*csms/i;
// No documented code: an account out of money is not worth retrying until someone tops it up.
const NO_BALANCE_WORDS = /insufficient|balance|credit/i;

export type AnswerVerdict =
  { outcome: 'sent' } | { outcome: 'already_sent' } | { outcome: 'refused'; permanent: boolean; code: number; reason: string };

const upper = (value: string | null | undefined) => (value ?? '').toUpperCase();

/** What one answer to a single send means; `csmsId` picks our entry out of smsinfo. */
export function verdictOf(answer: SendSmsAnswer, csmsId: string): AnswerVerdict {
  const entries = answer.smsinfo ?? [];
  const entry = entries.find((info) => info.csms_id === csmsId) ?? (entries.length === 1 ? entries[0] : undefined);
  const words = [answer.error_message, entry?.status_message].filter(Boolean).join('; ');

  if (answer.status_code === DUPLICATE_CSMS_ID || DUPLICATE_WORDS.test(words)) return { outcome: 'already_sent' };
  // A single send holds one MSISDN, so a DUPLICATE entry can only be about its csms_id.
  if (upper(entry?.sms_status) === 'DUPLICATE' && !/msisdn/i.test(entry?.status_message ?? ''))
    return { outcome: 'already_sent' };
  if (upper(answer.status) === 'SUCCESS' && (!entry || upper(entry.sms_status) === 'SUCCESS')) return { outcome: 'sent' };

  const code = answer.status_code;
  // An INVALID entry is the number, the length or the csms_id [T]; none changes on a retry.
  if (upper(entry?.sms_status) === 'INVALID') return { outcome: 'refused', permanent: true, code, reason: words || 'INVALID' };
  const known = PERMANENT_CODES.get(code) ?? TRANSIENT_CODES.get(code);
  const reason = [known, answer.error_message].filter(Boolean).join(': ') || `status ${answer.status}`;
  const permanent = PERMANENT_CODES.has(code) || (!TRANSIENT_CODES.has(code) && NO_BALANCE_WORDS.test(words));
  return { outcome: 'refused', permanent, code, reason };
}

const CSMS_ID = /^[A-Za-z0-9]{1,20}$/;

/**
 * The csms_id for a reference: the reference itself when the gateway takes it (at most 20 alphanumeric
 * characters [T]), else the first 20 hex digits of its SHA-256 — the same on every retry, which is what
 * makes the gateway refuse a repeat.
 */
export function csmsIdOf(reference: string): string {
  return CSMS_ID.test(reference) ? reference : createHash('sha256').update(reference).digest('hex').slice(0, 20);
}

export interface SslWirelessOptions {
  apiToken: string;
  sid: string;
  /** https://smsplus.sslwireless.com, or a local stand-in. */
  baseUrl: string;
  /** Per send, answer included. After it the outcome is unknown; the retry's csms_id settles it. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

const RETRYABLE_HTTP = new Set([408, 425, 429]);

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}

/** An SmsSender that sends through SSL Wireless; see the module comment for what each answer means. */
export function createSslWirelessSender(options: SslWirelessOptions): SmsSender {
  const url = `${options.baseUrl.replace(/\/+$/, '')}${SEND_SMS_PATH}`;
  const redact = (text: string) => (options.apiToken ? text.replaceAll(options.apiToken, '[api_token]') : text);
  const fail = (text: string, permanent: boolean) => new SendFailure(redact(`SSL Wireless: ${text}`), permanent);

  async function post(body: Record<string, string>): Promise<{ httpStatus: number; text: string }> {
    try {
      const response = await (options.fetch ?? fetch)(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      return { httpStatus: response.status, text: await response.text() };
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw fail(`no answer within ${options.timeoutMs} ms; whether it was sent is unknown until a retry`, false);
      }
      throw fail(`unreachable: ${describe(error)}`, false);
    }
  }

  return {
    provider: 'sslwireless',
    async send(message: SmsMessage) {
      // The number stays out of the message: it lands in last_error, which admins read.
      if (!GATEWAY_MSISDN.test(message.to)) throw fail('the recipient is not a Bangladeshi mobile number (8801XXXXXXXXX)', true);
      const csmsId = csmsIdOf(message.reference);
      const { httpStatus, text } = await post({
        api_token: options.apiToken,
        sid: options.sid,
        msisdn: message.to,
        sms: message.text,
        csms_id: csmsId,
      });
      if (httpStatus >= 500) throw fail(`HTTP ${httpStatus}`, false);

      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      const answer = sendSmsAnswer.safeParse(json);
      if (!answer.success) {
        // Not a gateway answer: a proxy's page, a wrong SSLWIRELESS_API_BASE, a cut-off body.
        const permanent = httpStatus >= 400 && !RETRYABLE_HTTP.has(httpStatus);
        throw fail(`HTTP ${httpStatus} without a send-sms answer`, permanent);
      }
      const verdict = verdictOf(answer.data, csmsId);
      if (verdict.outcome !== 'refused') return verdict.outcome;
      throw fail(`refused (${verdict.code}): ${verdict.reason}`, verdict.permanent);
    },
  };
}
