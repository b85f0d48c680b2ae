import { use } from 'react';
import { AuthContext, type AuthState } from './auth-context.ts';

export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
