import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { messages } from '@phonehaat/contract';
import { ApiError } from '../api-error.ts';
import { useErrorText, useMessageText } from './translate-message.ts';

describe('useMessageText', () => {
  it('shows the spec text exactly as sent on English pages', () => {
    const { result } = renderHook(() => useMessageText());
    expect(result.current(messages.passwordMin)).toBe('Password must be 6 characters or longer');
    expect(result.current('A message of the server', 'NOT_FOUND')).toBe('A message of the server');
  });

  it('translates spec texts and error codes on Bangla pages, and keeps other texts as sent', async () => {
    await i18next.changeLanguage('bn');
    const { result } = renderHook(() => useMessageText());
    expect(result.current(messages.passwordMin)).toBe('পাসওয়ার্ড কমপক্ষে ৬ অক্ষরের হতে হবে');
    expect(result.current('No product with that id', 'NOT_FOUND')).toBe('খুঁজে পাওয়া যায়নি');
    expect(result.current('Something the server said', 'NO_SUCH_CODE')).toBe('Something the server said');
  });
});

describe('useErrorText', () => {
  it('reads an API error by its message, then its code, in the page language', async () => {
    await i18next.changeLanguage('bn');
    const { result } = renderHook(() => useErrorText());
    expect(result.current(new ApiError(409, 'This phone is already sold', 'PRODUCT_SOLD'))).toBe('ফোনটি ইতিমধ্যে বিক্রি হয়ে গেছে');
    expect(result.current('not an error')).toBe('কিছু একটা ভুল হয়েছে');
  });
});
