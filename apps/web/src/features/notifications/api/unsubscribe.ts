import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /notifications/unsubscribe?token=…: stops one kind of email, by the signed token of an email's link (no sign-in). */
export const unsubscribe = async (token: string) =>
  (
    await apiRequest<{ kind: string }>(`/notifications/unsubscribe?${new URLSearchParams({ token })}`, {
      method: 'POST',
      anonymous: true,
    })
  ).data;

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
