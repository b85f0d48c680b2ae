import { randomBytes } from 'node:crypto';
import { phoneCodeSms } from '@phonehaat/contract';
import type { PhoneCodeDelivery } from '../../auth/account-delivery.ts';
import type { SmsSender } from '../notifications/senders.ts';
import { normaliseBangladeshiMobile, toGatewayMsisdn } from '../sms/phone-numbers.ts';

/**
 * Better Auth's phone codes (issue 38 §3) over the app's SMS sender: to Bangladeshi mobile numbers only,
 * kept as E.164; each SMS under a reference of its own (SSL Wireless's csms_id: 20 letters and digits),
 * so the gateway never takes a new code for a repeat of an old one.
 */
export function createPhoneCodeDelivery(sms: SmsSender): PhoneCodeDelivery {
  return {
    normalise: normaliseBangladeshiMobile,
    async send(phoneNumber, code) {
      const to = toGatewayMsisdn(phoneNumber);
      if (!to) throw new Error('not a Bangladeshi mobile number');
      await sms.send({ to, text: phoneCodeSms(code), reference: `otp${randomBytes(8).toString('hex')}` });
    },
  };
}
