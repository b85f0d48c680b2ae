import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../ui/test-utils.tsx';
import { SiteFooter } from './site-footer.tsx';

describe('SiteFooter', () => {
  it('links its three social icons to PhoneHaat’s own pages, not to the sites’ front doors (issue 36 item 20h)', () => {
    renderWithProviders(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const href = (name: string) => within(footer).getByRole('link', { name }).getAttribute('href');
    expect(href('PhoneHaat on Facebook')).toBe('https://www.facebook.com/phonehaat');
    expect(href('PhoneHaat on YouTube')).toBe('https://www.youtube.com/@phonehaat');
    expect(href('PhoneHaat on X')).toBe('https://x.com/phonehaat');
    for (const link of within(footer).getAllByRole('link').filter((a) => a.getAttribute('target') === '_blank')) {
      expect(new URL(link.getAttribute('href')!).pathname).not.toBe('/');
      expect(link).toHaveAttribute('rel', 'noreferrer noopener');
    }
  });
});
