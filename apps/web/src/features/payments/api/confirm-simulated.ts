import type { SimulatedConfirmAnswer, SimulatedConfirmBody } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

/** The simulated test-mode processor confirms the card through our server; declines come back as 402 with its message. */
export const confirmSimulatedPayment = (body: SimulatedConfirmBody) => api.post<SimulatedConfirmAnswer>('/payments/simulated/confirm', body);
