import { paths } from '../../config/paths.ts';

/** Spec §2: the top bar's and the footer's page links; `label` is the link's text in the common catalogue. */
export const mainLinks = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.products, label: 'nav.products' },
  { to: paths.blog, label: 'nav.blog' },
] as const;
