export * from './auth.ts';
export * from './catalogue.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './deal.ts';
export * from './moderation.ts';
export * from './listing-summaries.ts';
export * from './notifications.ts';
