import { describe, expect, it } from 'vitest';
import { languageOf, updateUserBody, signUpFieldsBody } from './index.ts';

describe('languages', () => {
  it('reads en and bn only', () => {
    expect(['en', 'bn', 'fr', 'EN', '', undefined, ['bn']].map(languageOf)).toEqual([
      'en',
      'bn',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('lets a profile take en or bn and nothing else', () => {
    expect(updateUserBody.safeParse({ language: 'bn' }).success).toBe(true);
    expect(updateUserBody.safeParse({ language: 'fr' }).error?.issues[0]?.message).toBe('Language must be en or bn');
    expect(signUpFieldsBody.safeParse({ name: 'A', language: 'en' }).success).toBe(true);
    expect(signUpFieldsBody.safeParse({ language: 7 }).success).toBe(false);
  });
});
