import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { handoverCodeBody, type Order } from '@phonehaat/contract';
import { Modal } from '../../../../components/ui/modal.tsx';
import { useErrorText } from '../../../../lib/i18n/translate-message.ts';
import { useAcceptOrder, useDeclineOrder, useEnterHandoverCode, useMarkSent } from '../api/order-api.ts';

type Dialog = 'decline' | 'code' | 'sent' | null;

/** The seller's buttons of `actions`: accept, decline with a reason, enter the buyer's code, mark sent by courier. */
export function SellerOrderActions({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const accept = useAcceptOrder(order._id);
  const [canAccept, canCode, canSend, canDecline] = (['accept', 'enter_code', 'mark_sent', 'decline'] as const).map((action) =>
    order.actions.includes(action),
  );
  return (
    <>
      {canAccept && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate(undefined, {
              onSuccess: () => toast.success(t('seller.acceptDone')),
              onError: (error) => toast.error(errorText(error)),
            })
          }
        >
          {t('seller.accept')}
        </button>
      )}
      {canCode && (
        <button type="button" className="btn btn-primary" onClick={() => setDialog('code')}>
          {t('seller.enterCode')}
        </button>
      )}
      {canSend && (
        <button type="button" className="btn btn-outline" onClick={() => setDialog('sent')}>
          {t('seller.markSent')}
        </button>
      )}
      {canDecline && (
        <button type="button" className="btn btn-outline btn-error" onClick={() => setDialog('decline')}>
          {t('seller.decline')}
        </button>
      )}
      <TextDialog
        open={dialog === 'decline'}
        onClose={close}
        title={t('seller.declineTitle')}
        label={t('seller.declineReason')}
        confirm={t('seller.declineConfirm')}
        mutation={useDeclineOrder(order._id)}
        toBody={(reason) => (reason ? { reason } : null)}
        done={t('seller.declineDone')}
      />
      <TextDialog
        open={dialog === 'code'}
        onClose={close}
        title={t('seller.enterCodeTitle')}
        intro={t('seller.enterCodeBody')}
        label={t('seller.code')}
        confirm={t('seller.enterCodeConfirm')}
        mutation={useEnterHandoverCode(order._id)}
        toBody={(code) => (handoverCodeBody.safeParse({ code }).success ? { code } : null)}
        invalid={t('seller.codeFormat')}
        inputMode="numeric"
        done={t('seller.enterCodeDone')}
      />
      <TextDialog
        open={dialog === 'sent'}
        onClose={close}
        title={t('seller.markSentTitle')}
        label={t('seller.trackingReference')}
        confirm={t('seller.markSentConfirm')}
        mutation={useMarkSent(order._id)}
        toBody={(trackingReference) => (trackingReference ? { trackingReference } : null)}
        done={t('seller.markSentDone')}
      />
    </>
  );
}

interface TextDialogProps<Body> {
  open: boolean;
  onClose: () => void;
  title: string;
  intro?: ReactNode;
  label: string;
  confirm: string;
  mutation: {
    mutate: (body: Body, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
    isPending: boolean;
  };
  /** The body to send for the typed text, or null when it is not acceptable. */
  toBody: (text: string) => Body | null;
  invalid?: string;
  inputMode?: 'numeric' | 'text';
  done: string;
}

/** One text field and a confirm button: a decline's reason, the hand-over code, a tracking reference. */
function TextDialog<Body>({
  open,
  onClose,
  title,
  intro,
  label,
  confirm,
  mutation,
  toBody,
  invalid,
  inputMode = 'text',
  done,
}: TextDialogProps<Body>) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toBody(text.trim());
    if (body === null) {
      setError(invalid ?? t('actions.required'));
      return;
    }
    setError(null);
    mutation.mutate(body, {
      onSuccess: () => {
        toast.success(done);
        setText('');
        onClose();
      },
      onError: (failure) => setError(errorText(failure)),
    });
  };
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        {intro && <p>{intro}</p>}
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          <input
            id={id}
            className={`input w-full ${error ? 'input-error' : ''} ${inputMode === 'numeric' ? 'font-mono text-xl tracking-[0.3em]' : ''}`}
            inputMode={inputMode}
            autoComplete="off"
            maxLength={inputMode === 'numeric' ? 6 : 500}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose} disabled={mutation.isPending}>
            {t('actions.back')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
            {mutation.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
