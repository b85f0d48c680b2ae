import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { useDeclineText } from './decline-text.ts';

describe('useDeclineText', () => {
  it("shows the processor's message as sent on English pages", () => {
    const { result } = renderHook(() => useDeclineText());
    expect(result.current('Your card has insufficient funds.')).toBe('Your card has insufficient funds.');
    expect(result.current('Something new from Stripe')).toBe('Something new from Stripe');
  });

  it("gives Stripe's known messages in Bangla, and null for one it does not know", async () => {
    await i18next.changeLanguage('bn');
    const { result } = renderHook(() => useDeclineText());
    expect(result.current('Your card has insufficient funds.')).toBe('আপনার কার্ডে পর্যাপ্ত টাকা নেই।');
    expect(result.current("Your card's security code is incorrect.")).toBe('আপনার কার্ডের নিরাপত্তা কোডটি ভুল।');
    expect(result.current('Something new from Stripe')).toBeNull();
  });
});
