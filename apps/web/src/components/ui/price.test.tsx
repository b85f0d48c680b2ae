import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { Price } from './price.tsx';

describe('Price', () => {
  it('shows the selling price, the struck purchase price and the saving', () => {
    render(<Price selling={64000} purchase={98000} />);
    expect(screen.getByText('TK 64,000')).toBeInTheDocument();
    expect(screen.getByText('TK 98,000').closest('del')).not.toBeNull();
    expect(screen.getByText('34% off')).toBeInTheDocument();
  });

  it('never rounds a saving up to 100 % off while there is a price', () => {
    render(<Price selling={1} purchase={100000} />);
    expect(screen.getByText('99% off')).toBeInTheDocument();
  });

  it('writes Bangla digits, lakh grouping and the taka sign on a Bangla page', async () => {
    await i18next.changeLanguage('bn');
    render(<Price selling={125000} purchase={198000} />);
    expect(screen.getByText('৳১,২৫,০০০')).toBeInTheDocument();
    expect(screen.getByText('৳১,৯৮,০০০').closest('del')).not.toBeNull();
    expect(screen.getByText('৩৬% ছাড়')).toBeInTheDocument();
  });

  it('shows no saving when the phone costs what it did', () => {
    render(<Price selling={5000} purchase={5000} />);
    expect(screen.queryByText(/off$/)).not.toBeInTheDocument();
  });
});
