import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../components/ui/test-utils.tsx';
import { CashAcceptedBadge } from './cash-accepted-badge.tsx';

describe('the product page label', () => {
  it('says "Cash at meet-up accepted" only where the seller takes cash', () => {
    const { rerender } = renderWithProviders(<ul><CashAcceptedBadge accepted /></ul>);
    expect(screen.getByText('Cash at meet-up accepted')).toBeInTheDocument();
    rerender(<ul><CashAcceptedBadge accepted={false} /></ul>);
    expect(screen.queryByText('Cash at meet-up accepted')).not.toBeInTheDocument();
  });
});
