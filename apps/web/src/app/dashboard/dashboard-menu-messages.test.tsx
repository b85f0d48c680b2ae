import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';
import { DashboardMenu, menuFor } from './dashboard-menu.tsx';

beforeAll(() => loadPageTexts('notifications-ui', 'conversations'));

const renderMenu = (unreadMessages: number) =>
  renderWithProviders(
    <DashboardMenu items={menuFor({ isAdmin: false, isSeller: false })} onNavigate={() => {}} unreadMessages={unreadMessages} />,
  );

describe('the dashboard menu’s Messages entry (issue 39)', () => {
  it('comes after MY Orders, with the unread threads as a badge', () => {
    renderMenu(3);
    const links = screen.getAllByRole('link');
    expect(links.slice(0, 2).map((link) => link.getAttribute('href'))).toEqual(['/dashboard/myOrders', '/dashboard/messages']);
    expect(links[1]).toHaveTextContent('Messages3');
    expect(screen.getByLabelText('3 conversations with unread messages')).toBeInTheDocument();
  });

  it('shows no badge with nothing unread, and Bangla digits in Bangla', async () => {
    const { unmount } = renderMenu(0);
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveTextContent(/^Messages$/);
    unmount();
    await i18next.changeLanguage('bn');
    renderMenu(12);
    expect(screen.getByRole('link', { name: /^বার্তা/ })).toHaveTextContent('বার্তা১২');
  });
});
