import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownAccountPages } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { contactStatusKey } from './contact-verification.ts';

/**
 * POST /api/auth/change-email (Better Auth's own). A verified address is asked to approve first (its link
 * lands on the account page); an unverified one changes at once, unverified. Either way the new address
 * gets a verification link. An address another account has answers the same and changes nothing.
 */
export const changeEmail = (newEmail: string) =>
  api.post<{ status: boolean }>('/auth/change-email', { newEmail, callbackURL: ownAccountPages.emailChangeApproved });

/** The email shown (here and in the drawer) is read again: an unverified one has changed already. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: contactStatusKey }), refreshUser()]),
  });
}
