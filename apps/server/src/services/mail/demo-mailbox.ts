import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Database } from '../../db/client.ts';
import { recordDemoEmail } from './demo-messages.ts';

/** Far above any notification; a bigger message is refused with 552 rather than stored. */
export const DEMO_MAILBOX_SIZE_LIMIT = 5 * 1024 * 1024;

export interface DemoMailbox {
  /** smtp://127.0.0.1:<port>, for createSmtpMailer. */
  url: string;
  close(): Promise<void>;
}

export interface DemoMailboxOptions {
  /** Told of connection errors (a client that went away), which must not crash the process. */
  onError?: (error: Error) => void;
}

/** An SMTP reply the client reads: 4xx says try again later. */
const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

/**
 * The demo's mail server (issue 38): a real SMTP server on 127.0.0.1 at a port of its own, so demo
 * mail goes through the same mailer and the same protocol as real mail, and lands in demo_messages
 * for /dev/mailbox instead of leaving the machine. No TLS and no login: it listens on loopback only.
 */
export async function startDemoMailbox(db: Database, { onError = () => {} }: DemoMailboxOptions = {}): Promise<DemoMailbox> {
  const server = new SMTPServer({
    name: 'phonehaat-demo-mailbox',
    banner: 'PhoneHaat demo mailbox: nothing leaves this machine',
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    size: DEMO_MAILBOX_SIZE_LIMIT,
    rejectOversized: true,
    socketTimeout: 30_000,
    // The app's mailer closes its connections first; a client still connected is not waited for long.
    closeTimeout: 1_000,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) {
      storeMessage(db, stream, session).then(
        () => callback(),
        (error: unknown) => {
          onError(error instanceof Error ? error : new Error(String(error)));
          callback(smtpError('The demo mailbox could not store the message', 451));
        },
      );
    },
  });
  server.on('error', onError);

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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function storeMessage(db: Database, stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
  const parsed = await simpleParser(stream);
  // rejectOversized answers 552 itself; nothing of such a message is kept.
  if (stream.sizeExceeded) return;
  await recordDemoEmail(db, {
    recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
    subject: parsed.subject ?? null,
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
  });
}
