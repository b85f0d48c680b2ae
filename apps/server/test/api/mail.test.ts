import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { startDemoMailbox, type DemoMailbox } from '../../src/services/mail/demo-mailbox.ts';
import demoMailboxPage, { type MailboxAnswer } from '../../src/routes/demo-mailbox.ts';
import { createSmtpMailer } from '../../src/services/mail/smtp-mailer.ts';
import { SendFailure, type EmailSender } from '../../src/services/notifications/senders.ts';
import { parseHtml } from '../support/html-page.ts';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.ts';
import { openTestDatabase } from '../support/test-app.ts';

const FROM = 'PhoneHaat <no-reply@phonehaat.localhost>';

const email = (to: string, subject = 'Your booking was accepted') => ({
  to,
  subject,
  text: 'Open https://phonehaat.example/orders/1 to see it.',
  html: '<p>Open <a href="https://phonehaat.example/orders/1">your order</a>.</p>',
});

/** A port nothing listens on: taken from the system, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function failureOf(sending: Promise<void>): Promise<SendFailure> {
  const error: unknown = await sending.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(SendFailure);
  return error as SendFailure;
}

describe('SMTP mailer', () => {
  let capture: SmtpCapture;
  let mailer: EmailSender;
  beforeAll(async () => {
    capture = await startSmtpCapture({
      refuseRecipient: (address) =>
        address.startsWith('gone@')
          ? { code: 550, message: '5.1.1 No such user here' }
          : address.startsWith('busy@')
            ? { code: 451, message: '4.3.0 Try again later' }
            : undefined,
    });
    mailer = createSmtpMailer({ url: capture.url, from: FROM });
  });
  afterAll(async () => {
    await mailer.close();
    await capture.close();
  });

  it('delivers the text and HTML parts, the headers and the message id', async () => {
    await mailer.send({
      ...email('buyer@example.com'),
      headers: {
        'List-Unsubscribe': '<https://phonehaat.example/api/notifications/unsubscribe?token=t>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      messageId: '<delivery-1@phonehaat.notifications>',
    });
    const received = await capture.waitFor((message) => message.to.includes('buyer@example.com'));
    expect(received.from).toBe('no-reply@phonehaat.localhost');
    expect(received.headers.from).toBe('PhoneHaat <no-reply@phonehaat.localhost>');
    expect(received.subject).toBe('Your booking was accepted');
    expect(received.text?.trim()).toBe('Open https://phonehaat.example/orders/1 to see it.');
    expect(received.html).toContain('<a href="https://phonehaat.example/orders/1">your order</a>');
    expect(received.messageId).toBe('<delivery-1@phonehaat.notifications>');
    expect(received.headers['list-unsubscribe']).toBe('<https://phonehaat.example/api/notifications/unsubscribe?token=t>');
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sends Bangla subjects and bodies intact', async () => {
    await mailer.send({ ...email('bn@example.com', 'আপনার বুকিং গ্রহণ করা হয়েছে'), text: 'বিক্রেতা রাজি হয়েছেন।' });
    const received = await capture.waitFor((message) => message.to.includes('bn@example.com'));
    expect(received.subject).toBe('আপনার বুকিং গ্রহণ করা হয়েছে');
    expect(received.text?.trim()).toBe('বিক্রেতা রাজি হয়েছেন।');
  });

  it('reads a 5xx refusal as permanent and a 4xx one as worth another try', async () => {
    const refused = await failureOf(mailer.send(email('gone@example.com')));
    expect(refused.permanent).toBe(true);
    expect(refused.message).toMatch(/^SMTP 550: .*No such user here/);
    const deferred = await failureOf(mailer.send(email('busy@example.com')));
    expect(deferred.permanent).toBe(false);
    expect(deferred.message).toMatch(/^SMTP 451/);
    expect(capture.messages.some((message) => message.to.some((to) => to.startsWith('gone@') || to.startsWith('busy@')))).toBe(
      false,
    );
  });

  it('reads an unreachable server as worth another try', async () => {
    const unreachable = createSmtpMailer({ url: `smtp://127.0.0.1:${await closedPort()}`, from: FROM });
    try {
      const failure = await failureOf(unreachable.send(email('buyer@example.com')));
      expect(failure.permanent).toBe(false);
      expect(failure.message).toMatch(/ECONNREFUSED/);
    } finally {
      await unreachable.close();
    }
  });

  it('lets a test act after the data arrived and before the server answers', async () => {
    let release = () => {};
    const held = await startSmtpCapture({ holdDataEnd: () => new Promise<void>((resolve) => (release = resolve)) });
    const heldMailer = createSmtpMailer({ url: held.url, from: FROM });
    try {
      let answered = false;
      const sending = heldMailer.send(email('held@example.com')).then(() => (answered = true));
      await held.waitFor((message) => message.to.includes('held@example.com'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      release();
      await sending;
      expect(answered).toBe(true);
    } finally {
      await heldMailer.close();
      await held.close();
    }
  });

  it('refuses to start with a MAIL_FROM that is no address', () => {
    expect(() => createSmtpMailer({ url: capture.url, from: 'PhoneHaat' })).toThrow(/MAIL_FROM/);
  });
});

describe('demo mailbox', () => {
  let database: DatabaseHandle;
  let mailbox: DemoMailbox;
  let mailer: EmailSender;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    mailbox = await startDemoMailbox(database.db);
    mailer = createSmtpMailer({ url: mailbox.url, from: FROM });
    app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('db', database.db);
    await app.register(demoMailboxPage);
  });
  afterAll(async () => {
    await app.close();
    await mailer.close();
    await mailbox.close();
    await database.close();
  });

  const inbox = async (to: string) => {
    const response = await app.inject({ url: '/dev/mailbox.json', query: { to } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return (response.json() as MailboxAnswer).messages;
  };

  it('listens on loopback only', () => {
    expect(mailbox.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
  });

  it('shows the mailbox to this machine only: reset links and codes are in it', async () => {
    const fromAfar = await app.inject({ url: '/dev/mailbox.json', remoteAddress: '203.0.113.9' });
    expect(fromAfar.statusCode).toBe(403);
    expect((await app.inject({ url: '/dev/mailbox', remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    expect((await app.inject({ url: '/dev/mailbox.json', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('stores what is mailed through it, and answers it by recipient', async () => {
    await mailer.send(email('Seller@Example.com', 'Someone booked your phone'));
    await mailer.send(email('buyer@example.com', 'Your booking was accepted'));
    const seller = await inbox('seller@example.com');
    expect(seller).toHaveLength(1);
    expect(seller[0]).toMatchObject({
      channel: 'email',
      recipient: 'seller@example.com',
      subject: 'Someone booked your phone',
      html: expect.stringContaining('your order</a>') as string,
    });
    expect(seller[0]!.text.trim()).toBe('Open https://phonehaat.example/orders/1 to see it.');
    expect(new Date(seller[0]!.receivedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await inbox('buyer@example.com')).map((message) => message.subject)).toEqual(['Your booking was accepted']);
    expect(await inbox('nobody@example.com')).toEqual([]);
  });

  it('lists messages newest first on a page that escapes what they say', async () => {
    await mailer.send({
      ...email('victim@example.com', '<script>alert("subject")</script>'),
      text: 'Reset: https://phonehaat.example/reset?token=a&b=1 <img src=x onerror=alert(1)>',
    });
    const response = await app.inject('/dev/mailbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('<script>');
    expect(response.body).not.toContain('<img');
    const page = parseHtml(response.body);
    expect(page.elements('title').map(page.text)).toEqual(['PhoneHaat demo mailbox']);
    expect(response.body).toContain('Mail and SMS the demo sends land here; nothing leaves this machine.');
    expect(page.elements('meta').some((meta) => page.attribute(meta, 'name') === 'viewport')).toBe(true);
    const subjects = page
      .elements('h2')
      .map((heading) => page.text(page.elements('a').find((a) => heading.childNodes.includes(a))!));
    expect(subjects).toEqual(['<script>alert("subject")</script>', 'Your booking was accepted', 'Someone booked your phone']);
    const links = page.elements('a').map((a) => page.attribute(a, 'href'));
    expect(links).toContain('https://phonehaat.example/reset?token=a&b=1');
    expect(links).toContain('/dev/mailbox');
  });

  it('shows one email with its HTML in a sandboxed frame and its text below', async () => {
    const [newest] = await inbox('victim@example.com');
    const response = await app.inject(`/dev/mailbox/${newest!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = parseHtml(response.body);
    const [frame] = page.elements('iframe');
    expect(page.attribute(frame!, 'sandbox')).toBe('');
    expect(page.attribute(frame!, 'srcdoc')).toBe(newest!.html);
    expect(response.body).not.toContain('<script>');
    expect((await app.inject('/dev/mailbox/999999')).statusCode).toBe(404);
  });
});
