import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@phonehaat/contract';
import { authState, renderWithProviders, testUser } from '../../../components/ui/test-utils.tsx';
import { ProductCard } from './product-card.tsx';
import { productFactory } from './product-factory.ts';

const product = productFactory({ selling: 12500, purchase: 20000, usingYears: 3, ads: 'Advertised', sellerVerified: true });

describe('product card', () => {
  it('shows the badge, ads label, seller tick, prices, location and post date', () => {
    renderWithProviders(<ProductCard product={product} />);
    expect(screen.getByText('3 Years')).toBeInTheDocument();
    expect(screen.getByText('Advertised')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: product.productName })).toBeInTheDocument();
    expect(screen.getByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
    expect(screen.getByText('TK 12,500')).toBeInTheDocument();
    expect(screen.getByText('TK 20,000').closest('del')).not.toBeNull();
    expect(screen.getByText('Dhanmondi, Dhaka')).toBeInTheDocument();
    expect(screen.getByText('28 Mar 2026')).toBeInTheDocument();
    expect(screen.getByAltText(product.productName)).toBeInTheDocument();
  });

  it('leaves out the ads label and the tick when they do not apply', () => {
    renderWithProviders(<ProductCard product={productFactory({ ads: undefined, sellerVerified: false })} />);
    expect(screen.queryByText('Advertised')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Verified seller' })).not.toBeInTheDocument();
  });

  it("signed out: one See Details button opening the details with 'Please Login Now'", async () => {
    const { container } = renderWithProviders(<ProductCard product={product} />, { path: '/products' });
    // The modal and its photo exist only once asked for: a grid of closed dialogs would cost every page.
    expect(container.querySelectorAll('dialog, img')).toHaveLength(1);
    expect(screen.getByRole('button', { name: `Zoom in on ${product.productName}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'buy now' })).not.toBeInTheDocument();
    const seeDetails = screen.getByRole('button', { name: 'See Details' });
    expect(seeDetails).toBeEnabled();
    await userEvent.click(seeDetails);
    const dialog = await screen.findByRole('dialog', { name: product.productName });
    expect(within(dialog).getByText(product.details)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: messages.pleaseLogin })).toHaveAttribute('href', '/signIn');
  });

  it('signed in: See Details disabled and a buy now button opening the booking form', async () => {
    renderWithProviders(<ProductCard product={product} />, { auth: authState({ user: testUser }) });
    expect(screen.getByRole('button', { name: 'See Details' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'buy now' }));
    const dialog = await screen.findByRole('dialog', { name: `Book ${product.productName}` });
    expect(await within(dialog).findByLabelText('Pick-up Location')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your Email')).toHaveValue(testUser.email);
  });

  it('while auth is loading, offers neither variant', () => {
    renderWithProviders(<ProductCard product={product} />, { auth: authState({ loading: true }) });
    expect(screen.getByRole('button', { name: 'See Details' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'buy now' })).not.toBeInTheDocument();
  });
});
