/**
 * PhoneHaat's own pages on other sites, in one place: the footer's three social icons (spec §2) link them,
 * and the home page's Organization data names them (`sameAs`). Each is the brand's own page, not the
 * site's front door: the icons are labelled "PhoneHaat on Facebook" and so on.
 */
export const socialProfiles = {
  facebook: 'https://www.facebook.com/phonehaat',
  youtube: 'https://www.youtube.com/@phonehaat',
  x: 'https://x.com/phonehaat',
} as const;

export type SocialSite = keyof typeof socialProfiles;
