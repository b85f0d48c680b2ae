/** Fixed identities the seed writes and the load benches sign in with (bearer sessions, no sign-in call). */
export const benchIdentity = {
  buyerEmail: 'buyer@bench.phonehaat.test',
  buyerToken: 'bench-buyer-session-token',
  adminEmail: 'admin@bench.phonehaat.test',
  adminToken: 'bench-admin-session-token',
  password: 'bench-password',
};
