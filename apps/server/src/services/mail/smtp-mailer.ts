import nodemailer from 'nodemailer';
import { SendFailure, type EmailMessage, type EmailSender } from '../notifications/senders.ts';
import { parseMailFrom } from '../../config/mail-settings.ts';

export interface SmtpMailerOptions {
  /** SMTP_URL: smtp:// or smtps://, credentials in it; nodemailer options in its query win over ours (?requireTLS=true). */
  url: string;
  /** MAIL_FROM: `Name <address>` or an address. */
  from: string;
}

/** The server's reply code and nodemailer's code, when the error carries them. */
interface SmtpErrorFields {
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
}

// Codes nodemailer gives a failed login: the message is not at fault, a fixed SMTP_URL sends it.
const LOGIN_FAILURES = new Set(['EAUTH', 'ENOAUTH', 'EOAUTH2']);

/**
 * A failed send as the notification workers read it. A 5xx reply refuses the message for good
 * (RFC 5321), except 503 (the session was in the wrong state; a new connection may take it) and a
 * refused login. A 4xx reply, a timeout or a connection that failed may go through later. Without a
 * reply, only an envelope or message nodemailer could not make is for good.
 */
export function sendFailureFrom(error: unknown): SendFailure {
  if (error instanceof SendFailure) return error;
  const fields: SmtpErrorFields = typeof error === 'object' && error !== null ? error : {};
  const message = error instanceof Error ? error.message : String(error);
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  if (typeof fields.responseCode === 'number') {
    const reply = fields.responseCode;
    const refused = reply >= 500 && reply < 600 && reply !== 503 && !(code !== undefined && LOGIN_FAILURES.has(code));
    return new SendFailure(`SMTP ${reply}: ${message}`, refused);
  }
  return new SendFailure(code ? `${code}: ${message}` : message, code === 'EENVELOPE' || code === 'EMESSAGE');
}

/**
 * Sends over SMTP through a small pool of kept connections. Timeouts are bounded so a stalled server
 * frees the worker: 15 s to connect and be greeted; 60 s of silence mid-message, because a server may
 * scan a message before its final reply, and giving up then leaves it unknown whether it arrived.
 */
export function createSmtpMailer({ url, from }: SmtpMailerOptions): EmailSender {
  const sender = parseMailFrom(from);
  if (!sender) throw new Error('MAIL_FROM must be an address such as no-reply@example.com or PhoneHaat <no-reply@example.com>');
  const transport = nodemailer.createTransport({
    pool: true,
    url,
    maxConnections: 3,
    // Kept connections close before the server's own idle limit would cut one mid-send.
    idleTimeout: 10_000,
    // A message whose connection dropped is put back once (a kept connection the server had closed);
    // more retries are the notification queue's, which counts them.
    maxRequeues: 1,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    dnsTimeout: 15_000,
    socketTimeout: 60_000,
  });

  return {
    async send(message: EmailMessage) {
      try {
        await transport.sendMail({
          from: sender,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.headers && { headers: message.headers }),
          ...(message.messageId && { messageId: message.messageId }),
        });
      } catch (error) {
        throw sendFailureFrom(error);
      }
    },
    // A delivery under way finishes first (nodemailer's pool closes idle connections at once).
    close: async () => transport.close(),
  };
}
