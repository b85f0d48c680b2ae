import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { markPayoutPaidBody, type Payout } from '@phonehaat/contract';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePoisha } from '../../orders/index.ts';

interface MarkPaidDialogProps {
  payout: Payout | null;
  busy: boolean;
  onConfirm: (reference: string) => void;
  onClose: () => void;
}

/** Asks the admin for the transfer's reference before a payout is marked paid, with what was to be sent where. */
export function MarkPaidDialog({ payout, busy, onConfirm, onClose }: MarkPaidDialogProps) {
  const { t } = useTranslation('money');
  const poisha = usePoisha();
  const form = useForm<{ reference: string }>({ resolver: zodResolver(markPayoutPaidBody), defaultValues: { reference: '' } });
  const referenceField = form.register('reference');
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal open={payout !== null} onClose={close} title={t('adminPayouts.dialogTitle')}>
      {payout && (
        <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(({ reference }) => onConfirm(reference))}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-box bg-base-200 p-3 text-sm">
            <dt className="text-base-content/70">{t('adminPayouts.columns.seller')}</dt>
            <dd className="font-medium">{payout.sellerName}</dd>
            <dt className="text-base-content/70">{t('adminPayouts.columns.amount')}</dt>
            <dd className="font-semibold">{poisha(payout.amount)}</dd>
            <dt className="text-base-content/70">{t('adminPayouts.columns.account')}</dt>
            <dd className="break-words">
              {t(`methods.${payout.method}`)} · {payout.account}
            </dd>
          </dl>
          <TextField
            label={t('adminPayouts.reference')}
            hint={t('adminPayouts.referenceHint')}
            autoComplete="off"
            error={form.formState.errors.reference ? t('adminPayouts.referenceRequired') : undefined}
            {...referenceField}
          />
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-ghost" onClick={close}>
              {t('adminPayouts.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {t('adminPayouts.confirm')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
