import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { DeleteResult } from '@phonehaat/contract';
import { useErrorText } from '../../lib/i18n/translate-message.ts';

export interface DeleteTarget {
  id: string;
  name: string;
}

/**
 * The delete flow every dashboard table shares (spec §4): pick a row, confirm, delete, then
 * '{name} Deleted Successfully' when something was deleted, or the server's message when not.
 */
export function useConfirmedDelete(remove: { mutateAsync: (id: string) => Promise<DeleteResult>; isPending: boolean }) {
  const { t } = useTranslation('spec');
  const errorText = useErrorText();
  const [target, setTarget] = useState<DeleteTarget | null>(null);

  async function confirm() {
    if (!target) return;
    try {
      const result = await remove.mutateAsync(target.id);
      if (result.deletedCount > 0) toast.success(t('deleted', { value: target.name }));
    } catch (error) {
      toast.error(errorText(error));
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
