import { describe, expect, it } from 'vitest';
import { payoutMessages } from '@phonehaat/contract';
import { payoutFormSchema, payoutMessageKey, TOO_MUCH } from './payout-form-schema.ts';

const schema = payoutFormSchema(2_700_000);
const messagesOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the payout form schema', () => {
  it('turns TK into poisha and takes a bKash number typed in Bangla digits', () => {
    expect(schema.parse({ amount: '12.50', account: { method: 'bkash', number: '০১৭১২৩৪৫৬৭৮' } })).toEqual({
      amount: 1250,
      account: { method: 'bkash', number: '01712345678' },
    });
    expect(schema.parse({ amount: '২৭০০০', account: { method: 'bkash', number: '01812345678' } }).amount).toBe(2_700_000);
  });

  it('refuses more than can be asked for, and an amount that is not one', () => {
    expect(messagesOf({ amount: '27000.01', account: { method: 'bkash', number: '01812345678' } })).toEqual([`amount: ${TOO_MUCH}`]);
    expect(messagesOf({ amount: '0.5', account: { method: 'bkash', number: '01812345678' } })).toEqual([`amount: ${payoutMessages.amount}`]);
    expect(messagesOf({ amount: 'ten', account: { method: 'bkash', number: '01812345678' } })).toEqual([`amount: ${payoutMessages.amount}`]);
  });

  it("checks a bKash number as Bangladesh's mobile numbers are, and every field of a bank account", () => {
    expect(messagesOf({ amount: '100', account: { method: 'bkash', number: '01212345678' } })).toEqual([`account.number: ${payoutMessages.bkashNumber}`]);
    expect(messagesOf({ amount: '100', account: { method: 'bank', name: '', number: '12ab', bank: ' ', branch: '' } })).toEqual([
      `account.name: ${payoutMessages.accountName}`,
      `account.number: ${payoutMessages.accountNumber}`,
      `account.bank: ${payoutMessages.bankName}`,
      `account.branch: ${payoutMessages.branch}`,
    ]);
  });

  it('names each message by its catalogue key', () => {
    expect(payoutMessageKey(payoutMessages.bkashNumber)).toBe('bkashNumber');
    expect(payoutMessageKey(TOO_MUCH)).toBe(TOO_MUCH);
    expect(payoutMessageKey('Something else')).toBeUndefined();
  });
});
