import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client.ts';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import { UpdatePrompt } from '../components/layouts/update-prompt.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <UpdatePrompt />
    </QueryClientProvider>
  );
}
