/** The API's base path: every call of spec §7 lives under it. */
export const API_PREFIX = '/api';
/** Local storage key of the access token (spec §3). */
export const ACCESS_TOKEN_KEY = 'accessToken';
