import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@phonehaat/contract';
import { renderWithProviders } from '../../../components/ui/test-utils.tsx';
import { ReviewNote } from './review-note.tsx';

describe('the review note on My Products', () => {
  it('says why a listing that was live waits again after its seller’s edit (decision 0052)', async () => {
    renderWithProviders(<ReviewNote review={{ status: 'pending', reason: null, cause: errorCodes.editAwaitsReview }} compact />);
    // The moderation texts load on demand: wait until they are in.
    const note = (await screen.findByText('Waiting for review')).closest('[role="status"]');
    expect(note).toHaveTextContent('You changed its text, price or photos.');
  });

  it('keeps a new listing’s compact note to its state alone', async () => {
    renderWithProviders(<ReviewNote review={{ status: 'pending', reason: null }} compact />);
    const note = (await screen.findByText('Waiting for review')).closest('[role="status"]');
    expect(note).not.toHaveTextContent('You changed');
  });
});
