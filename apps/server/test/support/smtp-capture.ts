import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for tests (issue 38): whatever the app mails through SMTP_URL=`url`
 * is parsed and kept in `messages`, so a test reads the email as a recipient's server got it.
 */

export interface CapturedEmail {
  /** The envelope's recipients (RCPT TO), as sent. */
  to: string[];
  /** The envelope's sender (MAIL FROM). */
  from: string;
  subject: string | undefined;
  text: string | undefined;
  /** undefined when the message has no HTML part. */
  html: string | undefined;
  /** Each header by its lower-case name, as sent and unfolded (encoded words are left encoded); the last of repeats. */
  headers: Record<string, string>;
  /** The Message-ID header, with its angle brackets. */
  messageId: string | undefined;
  raw: Buffer;
}

/** An SMTP error reply, such as { code: 550, message: 'No such user here' }. */
export interface SmtpReply {
  code: number;
  message: string;
}

export interface SmtpCaptureOptions {
  /** Refuses a recipient at RCPT TO with this reply; accepts it when undefined is returned. */
  refuseRecipient?: (address: string) => SmtpReply | undefined;
  /**
   * Runs after a message's data has arrived (and was added to `messages`) but before the server answers
   * 250: the moment a sender crashing cannot tell whether the mail went. A rejection is answered with 451.
   */
  holdDataEnd?: (raw: Buffer) => Promise<void>;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port>: the app's SMTP_URL. */
  url: string;
  messages: CapturedEmail[];
  /** The first message (already here or still to come) that `predicate` accepts; fails after `timeoutMs` (5000). */
  waitFor(predicate: (message: CapturedEmail) => boolean, options?: { timeoutMs?: number }): Promise<CapturedEmail>;
  close(): Promise<void>;
}

const POLL_MS = 20;

const replyError = ({ code, message }: SmtpReply) => Object.assign(new Error(message), { responseCode: code });

function headersOf(raw: Buffer): Record<string, string> {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, end === -1 ? raw.length : end).toString('utf8');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

async function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function capture(raw: Buffer, session: SMTPServerSession): Promise<CapturedEmail> {
  const parsed = await simpleParser(raw);
  const sender = session.envelope.mailFrom;
  return {
    to: session.envelope.rcptTo.map((recipient) => recipient.address),
    from: sender ? sender.address : '',
    subject: parsed.subject,
    text: parsed.text,
    html: typeof parsed.html === 'string' ? parsed.html : undefined,
    headers: headersOf(raw),
    messageId: parsed.messageId,
    raw,
  };
}

export async function startSmtpCapture({ refuseRecipient, holdDataEnd }: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const messages: CapturedEmail[] = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    size: 10 * 1024 * 1024,
    closeTimeout: 500,
    onRcptTo(address, _session, callback) {
      const refusal = refuseRecipient?.(address.address);
      callback(refusal ? replyError(refusal) : null);
    },
    onData(stream, session, callback) {
      (async () => {
        const raw = await readAll(stream);
        messages.push(await capture(raw, session));
        await holdDataEnd?.(raw);
      })().then(
        () => callback(),
        (error: unknown) => callback(replyError({ code: 451, message: error instanceof Error ? error.message : String(error) })),
      );
    },
  });
  // A client that goes away mid-session (a killed worker) is expected here, not a test failure.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(predicate, { timeoutMs = 5_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) {
          const seen = messages.map((message) => `${message.to.join(', ')}: ${message.subject ?? ''}`);
          throw new Error(`No matching email within ${timeoutMs} ms; got ${seen.length ? seen.join(' | ') : 'none'}`);
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
