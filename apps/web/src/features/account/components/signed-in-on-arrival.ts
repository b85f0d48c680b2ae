import { useState } from 'react';
import { useAuth } from '../../../lib/auth/use-auth.ts';

/**
 * Whether the user was already signed in when this page opened (decided once auth has reported), as
 * opposed to one who signs in here: the sign-in and sign-up pages send the first kind straight back,
 * and leave the second to their own success handling (toast, then redirect).
 */
export function useSignedInOnArrival(): boolean {
  const { user, loading } = useAuth();
  const [arrival, setArrival] = useState<'pending' | 'signed-in' | 'signed-out'>(
    loading ? 'pending' : user ? 'signed-in' : 'signed-out',
  );
  if (arrival === 'pending' && !loading) setArrival(user ? 'signed-in' : 'signed-out');
  return arrival === 'signed-in';
}
