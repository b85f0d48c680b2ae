import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import { UpdatePrompt } from '../components/layouts/update-prompt.tsx';

/** `queryClient`: made by main.tsx (with what a server-rendered page was rendered from) or entry-server.tsx. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <UpdatePrompt />
    </QueryClientProvider>
  );
}
