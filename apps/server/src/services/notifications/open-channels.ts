import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { startDemoMailbox, type DemoMailbox } from '../mail/demo-mailbox.ts';
import { emailDeliveryFrom } from '../../config/mail-settings.ts';
import { createSmtpMailer } from '../mail/smtp-mailer.ts';
import { createSimulatedSmsSender } from '../sms/simulated-sms.ts';
import { smsProviderFrom } from '../../config/sms-settings.ts';
import { createSslWirelessSender } from '../sms/sslwireless-client.ts';
import { vapidKeysFrom } from '../../config/push-settings.ts';
import { createWebPushSender } from '../push/web-push-sender.ts';
import type { DeliveryChannels } from './deliver.ts';

export interface OpenChannels {
  channels: DeliveryChannels;
  /** Whether mail and SMS land in the demo mailbox (/dev/mailbox) instead of leaving the machine. */
  demoMailbox: boolean;
  close(): Promise<void>;
}

/** How long an SMS send may take before its outcome is unknown and the retry's csms_id settles it. */
const SMS_TIMEOUT_MS = 20_000;
/** How long a push service may take to answer one push; then it is tried again (the tag makes a repeat harmless). */
const PUSH_TIMEOUT_MS = 15_000;

/**
 * The senders the settings ask for (issue 38): SMTP_URL's server, or with none the demo mailbox (an
 * SMTP server in this process, never in production); SMS_PROVIDER's gateway, or the simulated one
 * writing to the same mailbox. Push is added by its own settings. Nothing leaves the machine unless a
 * setting names where.
 */
export async function openNotificationChannels(env: Env, db: Database, log: FastifyBaseLogger): Promise<OpenChannels> {
  const email = emailDeliveryFrom(env, env.NODE_ENV);
  let mailbox: DemoMailbox | undefined;
  if (email.kind === 'demo-mailbox') {
    mailbox = await startDemoMailbox(db, { onError: (error) => log.warn({ err: error }, 'demo mailbox: a connection failed') });
  }
  const smtpUrl = email.kind === 'smtp' ? email.url : mailbox?.url;
  const mailer = smtpUrl ? createSmtpMailer({ url: smtpUrl, from: env.MAIL_FROM }) : undefined;

  const sms = smsProviderFrom(env, env.NODE_ENV);
  if (!sms.ok) throw new Error(sms.problems.map((problem) => problem.message).join('; '));
  const provider = sms.provider;
  const smsSender =
    provider.name === 'simulated'
      ? createSimulatedSmsSender(db)
      : provider.name === 'sslwireless'
        ? createSslWirelessSender({ ...provider, timeoutMs: SMS_TIMEOUT_MS })
        : undefined;

  // Web push only with the VAPID keys (config/push-settings.ts); without them nothing is pushed.
  const vapid = vapidKeysFrom(env);
  const push = vapid && createWebPushSender({ db, vapid, timeoutMs: PUSH_TIMEOUT_MS });

  return {
    channels: { email: mailer, sms: smsSender, push },
    demoMailbox: mailbox !== undefined,
    close: async () => {
      await mailer?.close();
      await mailbox?.close();
    },
  };
}
