import { paths } from '../../config/paths.ts';

/** Spec §2: the top bar's and the footer's page links. */
export const mainLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.products, label: 'All Products' },
  { to: paths.blog, label: 'Blog' },
] as const;
