import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { AuthUser } from '../../lib/auth/auth-user.ts';
import { AuthContext, type AuthState } from '../../lib/auth/auth-context.ts';

export const testUser: AuthUser = { uid: 'u1', email: 'sadia@example.test', displayName: 'Sadia Islam', photoURL: null };

export function authState(overrides: Partial<AuthState> = {}): AuthState {
  return {
    user: null,
    loading: false,
    signIn: vi.fn(),
    signUp: vi.fn(),
    signInWithGoogle: vi.fn(),
    signOut: vi.fn(),
    refreshUser: vi.fn(),
    ...overrides,
  };
}

interface Options {
  auth?: AuthState;
  path?: string;
  initialEntry?: string | { pathname: string; state?: unknown };
  /** Extra routes, e.g. the pages a redirect lands on. */
  routes?: RouteObject[];
}

/** Renders a page inside the app's providers with a memory router, without network or storage. */
export function renderWithProviders(
  ui: ReactElement,
  { auth = authState(), path = '/', initialEntry = path, routes = [] }: Options = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [initialEntry] });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext value={auth}>
        <RouterProvider router={router} />
      </AuthContext>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

/** A fetch stub answering JSON by path; anything else is a 404. */
export function stubFetch(answers: Record<string, { status?: number; body: unknown; headers?: Record<string, string> }>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const key = Object.keys(answers).find((candidate) => url.pathname + url.search === candidate || url.pathname === candidate);
    const answer = key ? answers[key]! : { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A product answer's structured fields (issue 26) as a listing made before them has them: none. */
export const fieldsBeforeIssue26 = {
  model: null,
  storageGb: null,
  ramGb: null,
  colour: null,
  condition: null,
  batteryHealth: null,
  variant: null,
  included: [],
  warrantyMonths: null,
  imeiLast4: null,
  division: null,
  district: null,
  area: null,
};
