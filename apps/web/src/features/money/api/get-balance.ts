import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerEntry, Payout, SellerBalance } from '@phonehaat/contract';
import { api } from '../../../lib/api-client.ts';

/** The seller's money: balance, ledger and payouts share one root, so a payout request refreshes all three. */
export const moneyKeys = {
  all: ['money'],
  balance: () => [...moneyKeys.all, 'balance'] as const,
  entries: () => [...moneyKeys.all, 'entries'] as const,
  payouts: () => [...moneyKeys.all, 'payouts'] as const,
  adminPayouts: () => [...moneyKeys.all, 'admin-payouts'] as const,
} as const;

/** GET /balance: held, available, requested and paid out, in poisha. */
export const balanceQuery = () => queryOptions({ queryKey: moneyKeys.balance(), queryFn: () => api.get<SellerBalance>('/balance') });
/** GET /balance/entries: the seller's ledger, newest first. */
export const ledgerQuery = () => queryOptions({ queryKey: moneyKeys.entries(), queryFn: () => api.get<LedgerEntry[]>('/balance/entries') });
/** GET /payouts: the seller's own payouts, newest first. */
export const myPayoutsQuery = () => queryOptions({ queryKey: moneyKeys.payouts(), queryFn: () => api.get<Payout[]>('/payouts') });

export const useBalance = () => useQuery(balanceQuery());
export const useLedger = () => useQuery(ledgerQuery());
export const useMyPayouts = () => useQuery(myPayoutsQuery());
