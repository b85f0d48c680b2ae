import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../components/ui/test-utils.tsx';
import { DeliveryBadges } from './delivery-badges.tsx';

afterEach(() => vi.unstubAllGlobals());

const render = (courier: string | null, ships: boolean, cod: boolean) => {
  const fetchMock = stubFetch({ '/api/config': { body: { googleSignIn: false, payments: { methods: [] }, courier } } });
  renderWithProviders(
    <ul>
      <DeliveryBadges ships={ships} cod={cod} />
    </ul>,
  );
  return fetchMock;
};

describe("the product page's delivery badges", () => {
  it('say the phone is delivered anywhere, and cash on delivery when the seller takes it', async () => {
    render('simulated', true, true);
    expect(await screen.findByText('Delivery anywhere in Bangladesh')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
  });

  it.each([
    ['the seller does not ship', 'simulated', false],
    ['delivery is off', null, true],
  ] as const)('are not there when %s', async (_, courier, ships) => {
    const fetchMock = render(courier, ships, true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('delivery-badges')).not.toBeInTheDocument();
  });
});
