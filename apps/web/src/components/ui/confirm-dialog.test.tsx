import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

function Harness({ onConfirm, busy = false }: { onConfirm: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Galaxy S21
      </button>
      <ConfirmDialog open={open} name="Galaxy S21" busy={busy} onConfirm={onConfirm} onCancel={() => setOpen(false)} />
    </>
  );
}

describe('ConfirmDialog', () => {
  it("asks with the spec's words and focuses Cancel, the safe choice", async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={vi.fn()} />);
    expect(screen.queryByText('Are you sure you want to delete')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Galaxy S21' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('If you delete Galaxy S21. It Cannot be undone');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('deletes only on Delete', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete Galaxy S21' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes without deleting on Cancel and on Escape, and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete Galaxy S21' });

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Are you sure you want to delete')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Are you sure you want to delete')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('holds both buttons while the deletion runs', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={vi.fn()} busy />);
    await user.click(screen.getByRole('button', { name: 'Delete Galaxy S21' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByText('Are you sure you want to delete')).toBeInTheDocument();
  });
});
