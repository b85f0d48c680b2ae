/**
 * The mobile number given at sign-up (issue 38 §3), kept for this tab until it is verified: Better Auth
 * stores a number only once its code is entered, and the verify page offers this one meanwhile.
 */
const KEY = 'phonehaat:phone-to-verify';

export const pendingPhone = {
  get(): string | null {
    try {
      return sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set(phone: string): void {
    try {
      sessionStorage.setItem(KEY, phone);
    } catch {
      // Storage blocked: the verify page asks for the number again.
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // Nothing to clear.
    }
  },
};
