import { useMutation } from '@tanstack/react-query';
import { accountPages } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

/**
 * Better Auth's password reset (issue 38 §3). Asking answers the same whether or not an account uses the
 * email, so nothing here can tell; the emailed link comes back to /reset-password?token=.
 */
export const requestPasswordReset = (email: string) =>
  api.post<{ status: boolean }>('/auth/request-password-reset', { email, redirectTo: accountPages.resetPassword });

/** The new password for the link's token; 400 `INVALID_TOKEN` when the link expired or was used already. */
export const resetPassword = ({ token, newPassword }: { token: string; newPassword: string }) =>
  api.post<{ status: boolean }>('/auth/reset-password', { token, newPassword });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
