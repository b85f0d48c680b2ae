/**
 * What the notification workers hand to each channel (issue 38). The mail module (services/mail) and
 * the SMS module (services/sms) implement these; the workers never see a provider.
 */

export interface EmailMessage {
  to: string;
  subject: string;
  /** The plain-text part; every email has one. */
  text: string;
  html: string;
  /** E.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Stable per notification and channel, so a receiving server can tell a repeat. */
  messageId?: string;
}

export interface SmsMessage {
  /** The recipient in the gateway's form, 8801XXXXXXXXX. */
  to: string;
  /** Within one segment: 160 GSM-7 characters, or 70 when it holds Bangla (UCS-2). */
  text: string;
  /**
   * Unique per message and the same on every retry of it: SSL Wireless's `csms_id`, which the gateway
   * refuses to send twice, so a retry after a crash sends nothing more.
   */
  reference: string;
}

/** A send that did not happen. `permanent`: retrying cannot help (a refused number, a bad address). */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SendFailure';
  }
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface SmsSender {
  /** The provider's name, for logs and the admins' list. */
  readonly provider: string;
  /** `already_sent`: the gateway had this reference already (a retry after a crash), and sent nothing now. */
  send(message: SmsMessage): Promise<'sent' | 'already_sent'>;
}
