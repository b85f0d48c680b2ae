import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productKeys } from '../../../lib/query-keys.ts';
import { api } from '../../../lib/api-client.ts';

/** What the signed-in person has verified (issue 38 §3), from their Better Auth session. */
export interface ContactStatus {
  email: string;
  emailVerified: boolean;
  /** E.164 (+8801…), once verified; Better Auth keeps no unverified number. */
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
}

interface SessionAnswer {
  user: { email: string; emailVerified?: boolean; phoneNumber?: string | null; phoneNumberVerified?: boolean };
}

export const contactStatusKey = ['contact-status'] as const;

/** GET /api/auth/get-session: null when signed out. */
export async function getContactStatus(): Promise<ContactStatus | null> {
  const session = await api.get<SessionAnswer | null>('/auth/get-session');
  if (!session) return null;
  const { user } = session;
  return {
    email: user.email,
    emailVerified: user.emailVerified === true,
    phoneNumber: user.phoneNumber ?? null,
    phoneNumberVerified: user.phoneNumberVerified === true,
  };
}

export const contactStatusQueryOptions = () => queryOptions({ queryKey: contactStatusKey, queryFn: getContactStatus });
export const useContactStatus = () => useQuery(contactStatusQueryOptions());

/** POST phone-number/send-otp: a 6-digit code by SMS; 429 `PHONE_CODE_LIMIT` past the hour's cap. */
export const sendPhoneCode = (phoneNumber: string) =>
  api.post<{ message: string }>('/auth/phone-number/send-otp', { phoneNumber });

/** POST phone-number/verify: the code sets the signed-in person's number, verified. */
export const verifyPhoneCode = ({ phoneNumber, code }: { phoneNumber: string; code: string }) =>
  api.post<{ status: boolean }>('/auth/phone-number/verify', { phoneNumber, code });

/** POST send-verification-email: the sign-up's link again. */
export const resendVerificationEmail = (email: string) =>
  api.post<{ status: boolean }>('/auth/send-verification-email', { email });

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
export const useResendVerificationEmail = () => useMutation({ mutationFn: resendVerificationEmail });

/** A verified phone shows as a mark on the person's listings: their status and the catalogue's lists are asked again. */
export function useVerifyPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhoneCode,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactStatusKey }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]),
  });
}
