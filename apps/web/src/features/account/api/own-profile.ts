import { useMutation } from '@tanstack/react-query';
import type { ProfilePhotoAnswer } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';

/** What the profile form changes: the name, and the photo (an address to fetch, or null to remove it). */
export interface ProfileChange {
  name?: string;
  image?: string | null;
}

/**
 * POST /api/auth/update-user (Better Auth's own). A photo elsewhere is not kept as given: the server
 * fetches and stores it as ours, as at sign-up (decision 0054), and GET /users/me/photo answers once it
 * has (null when it could not be fetched).
 */
export async function updateProfile(change: ProfileChange): Promise<{ photoURL: string | null | undefined }> {
  await api.post<{ status: boolean }>('/auth/update-user', change);
  if (typeof change.image !== 'string') return { photoURL: change.image };
  return api.get<ProfilePhotoAnswer>('/users/me/photo');
}

/** The drawer's card shows the new name and photo once saved. */
export function useUpdateProfile() {
  const { refreshUser } = useAuth();
  return useMutation({ mutationFn: updateProfile, onSuccess: () => refreshUser() });
}
