import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButtons } from './share-buttons.tsx';

const phone = { _id: '0b7d3c1e-5f2a-4c8e-9a61-2d4f8e7b9c10', productName: 'iPhone 13 128GB', selling: 64000 };
const pageUrl = `${window.location.origin}/products/${phone._id}`;

function renderShare() {
  return render(
    <>
      <ShareButtons product={phone} />
      <ToastContainer />
    </>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ShareButtons', () => {
  it('opens the phone’s share sheet with the phone, its price and the page address when it has the Web Share API', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderShare();

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({ title: 'iPhone 13 128GB', text: 'iPhone 13 128GB for TK 64,000 on PhoneHaat', url: pageUrl });
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('offers Facebook and WhatsApp links with the page address encoded when there is no Web Share API', () => {
    renderShare();

    const facebook = screen.getByRole('link', { name: 'Share on Facebook (opens in a new tab)' });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`);
    expect(facebook).toHaveAttribute('target', '_blank');
    const whatsApp = screen.getByRole('link', { name: 'Share on WhatsApp (opens in a new tab)' });
    expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`iPhone 13 128GB for TK 64,000 on PhoneHaat ${pageUrl}`)}`);
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('copies the page address and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderShare();

    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(writeText).toHaveBeenCalledWith(pageUrl);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('tells the reader when the link could not be copied', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    renderShare();

    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(await screen.findByText('Could not copy the link. Copy it from the address bar.')).toBeInTheDocument();
  });

  it('shares the Bangla address, with the price in Bangla digits, from a Bangla page and says "copied" in Bangla', async () => {
    await i18next.changeLanguage('bn');
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderShare();

    const whatsApp = screen.getByRole('link', { name: 'হোয়াটসঅ্যাপে শেয়ার করুন (নতুন ট্যাবে খুলবে)' });
    const message = decodeURIComponent(whatsApp.getAttribute('href')!.replace('https://wa.me/?text=', ''));
    expect(message).toBe(`PhoneHaat-এ iPhone 13 128GB, দাম ৳৬৪,০০০ ${pageUrl}?lang=bn`);

    await userEvent.click(screen.getByRole('button', { name: 'লিংক কপি করুন' }));
    expect(writeText).toHaveBeenCalledWith(`${pageUrl}?lang=bn`);
    await waitFor(() => expect(screen.getByText('লিংক কপি হয়েছে')).toBeInTheDocument());
  });
});
