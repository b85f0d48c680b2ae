import { useState } from 'react';
import { toast } from 'react-toastify';
import type { DeleteResult } from '@phonehaat/contract';
import { messages } from '@phonehaat/contract';

export interface DeleteTarget {
  id: string;
  name: string;
}

/**
 * The delete flow every dashboard table shares (spec §4): pick a row, confirm, delete, then
 * '{name} Deleted Successfully' when something was deleted, or the server's message when not.
 */
export function useConfirmedDelete(remove: { mutateAsync: (id: string) => Promise<DeleteResult>; isPending: boolean }) {
  const [target, setTarget] = useState<DeleteTarget | null>(null);

  async function confirm() {
    if (!target) return;
    try {
      const result = await remove.mutateAsync(target.id);
      if (result.deletedCount > 0) toast.success(messages.deleted(target.name));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not delete. Please try again.');
    } finally {
      setTarget(null);
    }
  }

  return {
    target,
    ask: setTarget,
    dialogProps: {
      open: target !== null,
      name: target?.name ?? '',
      busy: remove.isPending,
      onConfirm: () => void confirm(),
      onCancel: () => setTarget(null),
    },
  };
}
