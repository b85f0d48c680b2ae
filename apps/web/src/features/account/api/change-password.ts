import { useMutation } from '@tanstack/react-query';
import { accessToken, api } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/change-password (Better Auth's own). The server ends every session of the account
 * (create-auth.ts's hook) and answers a new one's token: this browser carries on with it.
 */
export async function changePassword(passwords: { currentPassword: string; newPassword: string }): Promise<void> {
  const { token } = await api.post<{ token: string | null }>('/auth/change-password', passwords);
  if (token) accessToken.set(token);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
