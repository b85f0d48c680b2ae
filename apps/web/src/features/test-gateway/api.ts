import { useMutation, useQuery } from '@tanstack/react-query';
import type { GatewayMethod, GatewayRedirectAnswer, TestBkashBody, TestGatewayCheckout, TestSslcommerzBody } from '@phonehaat/contract';
import { api } from '../../lib/api-client.ts';

const base = (method: GatewayMethod, id: string) => `/payments/test-gateway/${method}/${encodeURIComponent(id)}`;

/** GET /payments/test-gateway/{method}/{id}: the open checkout the simulated page shows. */
export function useTestCheckout(method: GatewayMethod, id: string) {
  return useQuery({
    queryKey: ['test-gateway', method, id],
    queryFn: () => api.getPublic<TestGatewayCheckout>(base(method, id)),
    retry: false,
    staleTime: Infinity,
  });
}

/** The buyer's answer on the simulated page; the browser then follows the gateway's redirect back to us. */
export function useTestGatewayAction<Body extends TestBkashBody | TestSslcommerzBody>(method: GatewayMethod, id: string) {
  return useMutation({
    mutationFn: (body: Body) => api.post<GatewayRedirectAnswer>(base(method, id), body),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
}
