import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeading } from './page-heading.tsx';

describe('PageHeading', () => {
  it('names the browser tab after the dashboard page, not the home page', () => {
    render(<PageHeading title="All Users" />);
    // React 19 hoists <title> into the document's head.
    expect(document.title).toBe('All Users — PhoneHaat');
  });
});
