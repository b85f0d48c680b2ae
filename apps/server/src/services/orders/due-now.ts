import { errorCodes } from '@phonehaat/contract';
import { AppError } from '../../errors/app-error.ts';
import type { OrderRow } from './order-row.ts';

/** The timers act only once their moment has come: a job run early (or a clock behind) changes nothing. */
export const dueNow = ({ order, now }: { order: Pick<OrderRow, 'dueAt'>; now: Date }) =>
  order.dueAt && order.dueAt.getTime() <= now.getTime()
    ? undefined
    : new AppError(errorCodes.orderWrongState, 409, 'This order has no timer due now');
