import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessageReport } from '@phonehaat/contract';
import { authState, renderWithProviders, testUser } from '../../components/ui/test-utils.tsx';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';
import { makeConversationDetail, makeMessage, makeMessageReport } from '../../testing/factories.ts';
import { stubApi } from '../../testing/stub-api.ts';
import ReportsPage from './reports-page.tsx';

beforeAll(() => loadPageTexts('moderation'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const thread = makeConversationDetail({
  id: 'c1',
  other: { id: 'u2', name: 'Karim Hossain', photo: null },
  canWrite: true,
  messages: [
    makeMessage({ id: 'm1', senderName: 'Rafiq Ahmed', body: 'Is the battery original?' }),
    makeMessage({
      id: 'm2',
      senderName: 'Karim Hossain',
      body: 'Send 2000 taka advance to 01711000000 on bKash first',
      warnings: ['scam'],
    }),
  ],
});

/** The open message reports, which a PATCH takes off the list. */
function stubReports(reports: MessageReport[]) {
  let open = [...reports];
  const decide = (id: string) => () => {
    open = open.filter((report) => report.id !== id);
    return { body: { ...reports.find((report) => report.id === id) } };
  };
  return stubApi({
    'GET /api/admin/reports': { body: [] },
    'GET /api/admin/message-reports': () => ({ body: open }),
    'PATCH /api/admin/message-reports/r1': decide('r1'),
    'PATCH /api/admin/message-reports/r2': decide('r2'),
    'GET /api/admin/conversations/c1': { body: thread },
  });
}

const renderPage = () =>
  renderWithProviders(<ReportsPage />, { auth: authState({ user: testUser }), path: '/dashboard/reports' });

describe('the reports page: reported messages', () => {
  it('lists each reported message with the reason, the reporter, when, and the message as it reads in the thread', async () => {
    stubReports([
      makeMessageReport(),
      makeMessageReport({ id: 'r2', reason: 'abuse', text: '', messageBody: null, reporterName: 'Nadia' }),
    ]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: /Reported messages/ })).toBeInTheDocument();
    const [first, second] = (await screen.findAllByTestId('message-report')) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Scam or payment outside PhoneHaat' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Reported by Rafiq Ahmed · 28 Mar 2026');
    expect(first).toHaveTextContent('Karim Hossain wrote:Send 2000 taka advance to 01711000000 on bKash first');
    expect(first).toHaveTextContent("Reporter's note: He asked for bKash advance");
    expect(within(second).getByRole('heading', { name: 'Abuse or harassment' })).toBeInTheDocument();
    expect(second).toHaveTextContent('(a photo, no text)');
    expect(second).not.toHaveTextContent("Reporter's note");
    // The listings' own reports are still the page's first list.
    expect(screen.getByText('No listing has open reports.')).toBeInTheDocument();
  });

  it('opens the thread through the report, read-only, with the reported message marked and the logged note', async () => {
    const api = stubReports([makeMessageReport()]);
    renderPage();
    const [report] = (await screen.findAllByTestId('message-report')) as [HTMLElement];
    // Nothing is read (or logged) until the admin asks.
    expect(api.of('GET', '/api/admin/conversations/c1')).toHaveLength(0);
    await userEvent.click(within(report).getByRole('button', { name: 'Read the thread' }));
    const view = await within(report).findByTestId('admin-thread');
    expect(within(view).getByRole('note')).toHaveTextContent('Your reading of this conversation is logged.');
    const messages = await within(view).findAllByTestId('admin-message');
    expect(messages.map((message) => message.dataset.reported)).toEqual(['false', 'true']);
    expect(messages[1]).toHaveTextContent('Reported message');
    expect(view).toHaveTextContent('Between Rafiq Ahmed · Karim Hossain');
    expect(within(view).queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.of('GET', '/api/admin/conversations/c1').map((call) => call.url.search)).toEqual(['?via=report&ref=r1']);
    expect(within(report).getByRole('button', { name: 'Close the thread' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('dismisses or upholds a report, which leaves the list', async () => {
    const api = stubReports([makeMessageReport(), makeMessageReport({ id: 'r2', messageId: 'm1' })]);
    const success = vi.spyOn(toast, 'success').mockReturnValue('toast');
    renderPage();
    const [first] = (await screen.findAllByTestId('message-report')) as [HTMLElement];
    await userEvent.click(within(first).getByRole('button', { name: 'Dismiss report' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('message-report')).toHaveLength(1));
    expect(api.of('PATCH', '/api/admin/message-reports/r1').map((call) => call.body)).toEqual([{ status: 'dismissed' }]);
    expect(success).toHaveBeenCalledWith('Report dismissed');

    await userEvent.click(screen.getByRole('button', { name: 'Uphold report' }));
    expect(await screen.findByText('No message has open reports.')).toBeInTheDocument();
    expect(api.of('PATCH', '/api/admin/message-reports/r2').map((call) => call.body)).toEqual([{ status: 'upheld' }]);
    expect(success).toHaveBeenCalledWith('Report upheld');
  });
});
