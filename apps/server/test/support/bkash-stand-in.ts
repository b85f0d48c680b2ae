// The stand-in is the app's own simulated gateway (the offline demo runs the same code): one protocol, one place.
export * from '../../src/services/payments/gateways/bkash/simulated-gateway.ts';
