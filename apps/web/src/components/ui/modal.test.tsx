import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

describe('Modal', () => {
  it('renders its content only while open, named by its title', () => {
    const { rerender } = render(
      <Modal open={false} onClose={vi.fn()} title="Book it">
        <p>Inside</p>
      </Modal>,
    );
    expect(screen.queryByText('Inside')).not.toBeInTheDocument();
    rerender(
      <Modal open onClose={vi.fn()} title="Book it">
        <p>Inside</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Book it' })).toBeInTheDocument();
    expect(screen.getByText('Inside')).toBeInTheDocument();
  });

  it('closes from the Close button', async () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Details">
        <p>Inside</p>
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
