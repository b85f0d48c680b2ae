import { describe, expect, it } from 'vitest';
import { csmsIdOf, sendSmsAnswer, verdictOf } from './sslwireless-client.ts';

const csmsId = 'N0123456789abcdef';
const verdict = (answer: unknown) => verdictOf(sendSmsAnswer.parse(answer), csmsId);
const entry = (fields: Record<string, string>) => ({
  sms_status: 'SUCCESS',
  status_message: 'Success',
  msisdn: '8801712345678',
  sms_type: 'EN',
  sms_body: 'Your code is 4821',
  csms_id: csmsId,
  reference_id: '5da2f0b5ba3a2248110',
  ...fields,
});

describe('verdictOf (SSL Wireless send-sms answers)', () => {
  it('reads the documented success as sent, whether status_code is 200 or 1000', () => {
    expect(verdict({ status: 'SUCCESS', status_code: 200, error_message: '', smsinfo: [entry({})] })).toEqual({
      outcome: 'sent',
    });
    expect(verdict({ status: 'SUCCESS', status_code: 1000, error_message: '', smsinfo: [entry({})] })).toEqual({
      outcome: 'sent',
    });
    expect(verdict({ status: 'SUCCESS', status_code: '200', error_message: null })).toEqual({ outcome: 'sent' });
  });

  it('reads a repeated csms_id as already sent, in each form it may take', () => {
    expect(verdict({ status: 'FAILED', status_code: 4023, error_message: 'Duplicate CSMS ID' })).toEqual({
      outcome: 'already_sent',
    });
    // The other public numbering of the codes: recognised by its words.
    expect(verdict({ status: 'FAILED', status_code: 4012, error_message: 'Duplicate CSMS ID' })).toEqual({
      outcome: 'already_sent',
    });
    expect(
      verdict({
        status: 'SUCCESS',
        status_code: 200,
        error_message: '',
        smsinfo: [entry({ sms_status: 'DUPLICATE', status_message: 'CSMS ID is duplicate on the same day' })],
      }),
    ).toEqual({ outcome: 'already_sent' });
  });

  it('gives up on refusals a retry cannot change', () => {
    for (const [code, message] of [
      [4001, 'Unauthorized'],
      [4002, 'SID Not Permitted'],
      [4003, 'IP Blacklisted'],
      [4025, 'Invalid MSISDN'],
      [4026, 'Blocked MSISDN'],
      [4027, 'Message Length Exceeded'],
    ] as const) {
      expect(verdict({ status: 'FAILED', status_code: code, error_message: message }), message).toMatchObject({
        outcome: 'refused',
        permanent: true,
        code,
      });
    }
    expect(
      verdict({
        status: 'SUCCESS',
        status_code: 200,
        smsinfo: [entry({ sms_status: 'INVALID', status_message: 'Invalid MSISDN' })],
      }),
    ).toMatchObject({ outcome: 'refused', permanent: true });
    // No code for an empty balance is documented; its words are enough.
    expect(verdict({ status: 'FAILED', status_code: 4099, error_message: 'Insufficient balance' })).toMatchObject({
      permanent: true,
    });
  });

  it('retries the passing refusals and any code it does not know', () => {
    for (const code of [4029, 4030, 4031, 5000, 4999]) {
      expect(verdict({ status: 'FAILED', status_code: code, error_message: 'Try later' }), String(code)).toMatchObject({
        outcome: 'refused',
        permanent: false,
      });
    }
  });

  it('says what the code means', () => {
    expect(verdict({ status: 'FAILED', status_code: 4003, error_message: 'IP Blacklisted' })).toMatchObject({
      reason: 'IP blacklisted (this server is not whitelisted at SSL Wireless): IP Blacklisted',
    });
  });
});

describe('csmsIdOf', () => {
  it('sends a reference the gateway takes as it is', () => {
    expect(csmsIdOf('N0123456789abcdef')).toBe('N0123456789abcdef');
    expect(csmsIdOf('a'.repeat(20))).toBe('a'.repeat(20));
  });

  it('turns a longer or punctuated reference into 20 hex digits, the same every time', () => {
    const reference = '3f1d2c9e-5b7a-4c1e-9f0a-2b3c4d5e6f70:sms';
    expect(csmsIdOf(reference)).toMatch(/^[0-9a-f]{20}$/);
    expect(csmsIdOf(reference)).toBe(csmsIdOf(reference));
    expect(csmsIdOf(reference)).not.toBe(csmsIdOf('3f1d2c9e-5b7a-4c1e-9f0a-2b3c4d5e6f70:sms2'));
    expect(csmsIdOf('a'.repeat(21))).toMatch(/^[0-9a-f]{20}$/);
  });
});
