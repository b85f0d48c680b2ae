// The helper lives in lib/site-origin.ts; this door stays only for plugins/web-app.ts's import until the
// pages slice (issue 37 item 2) points it there. Removed by the pages slice.
export { siteOrigin } from '../lib/site-origin.ts';
