import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { disputeAnswerBody, disputeBody, disputeReasons, type Order } from '@phonehaat/contract';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';
import { useAnswerDispute, useCancelOrder, useConfirmReceived, useReportProblem } from '../api/order-api.ts';
import { useMoment } from '../use-moment.ts';
import { OrderFormDialog } from './order-form-dialog.tsx';
import { SellerOrderSteps } from './seller-order-steps.tsx';

type Dialog = 'received' | 'report' | 'answer' | 'cancel' | null;

/** The buttons of the viewer's `actions`, each opening its dialog where it needs words or a confirmation. */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const can = (action: Order['actions'][number]) => order.actions.includes(action);
  const receivable = can('complete') || can('confirm_received');
  // The seller's steps (cancel with a refund among them) are the same as on their bookings page.
  const seller = order.viewerSides?.includes('seller') ?? false;
  const buttons = [
    seller && order.actions.length > 0 && <SellerOrderSteps key="seller" order={order} />,
    can('pay') && (
      <Link key="pay" to={paths.payment(order._id)} className="btn btn-primary">
        {t('actions.payNow')}
      </Link>
    ),
    receivable && (
      <button key="received" type="button" className="btn btn-success" onClick={() => setDialog('received')}>
        {t('actions.received')}
      </button>
    ),
    seller && can('answer_dispute') && (
      <button key="answer" type="button" className="btn btn-outline btn-warning" onClick={() => setDialog('answer')}>
        {t('actions.answer')}
      </button>
    ),
    can('dispute') && (
      <button key="report" type="button" className="btn btn-outline btn-warning" onClick={() => setDialog('report')}>
        {t('actions.report')}
      </button>
    ),
    !seller && can('cancel') && (
      <button key="cancel" type="button" className="btn btn-outline btn-error" onClick={() => setDialog('cancel')}>
        {t('actions.cancel')}
      </button>
    ),
  ].filter(Boolean);
  if (buttons.length === 0) return null;

  return (
    <section aria-labelledby="order-actions-title" className="rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id="order-actions-title" className="mb-3 text-lg font-semibold">
        {t('actions.title')}
      </h2>
      {order.actions.includes('dispute') && order.dueAt && <DisputeWindowNote dueAt={order.dueAt} />}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{buttons}</div>
      <ReceivedDialog order={order} open={dialog === 'received'} onClose={close} />
      <ReportDialog order={order} open={dialog === 'report'} onClose={close} />
      <AnswerDialog order={order} open={dialog === 'answer'} onClose={close} />
      <CancelDialog order={order} open={dialog === 'cancel'} onClose={close} />
    </section>
  );
}

function DisputeWindowNote({ dueAt }: { dueAt: string }) {
  const { t } = useTranslation('orders');
  const moment = useMoment();
  return <p className="mb-3 text-sm text-base-content/80">{t('actions.reportWindow', { date: moment(dueAt) })}</p>;
}

function ReceivedDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const received = useConfirmReceived(order._id);
  const confirm = () =>
    received.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('actions.receivedDone'));
        onClose();
      },
      onError: (error) => toast.error(errorText(error)),
    });
  return (
    <Modal open={open} onClose={onClose} title={t('actions.receivedTitle')}>
      <p>{order.state === 'sent' ? t('actions.receivedParcelBody') : t('actions.receivedBody')}</p>
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose} disabled={received.isPending}>
          {t('actions.back')}
        </button>
        <button type="button" className="btn btn-success" onClick={confirm} disabled={received.isPending}>
          {received.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('actions.receivedConfirm')}
        </button>
      </div>
    </Modal>
  );
}

function ReportDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const moment = useMoment();
  const report = useReportProblem(order._id);
  const reasonId = useId();
  const textId = useId();
  const [reason, setReason] = useState<(typeof disputeReasons)[number]>('not_as_described');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = disputeBody.safeParse({ reason, text });
    if (!parsed.success) {
      setError(t('actions.required'));
      return;
    }
    setError(null);
    report.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('actions.reportDone'));
        onClose();
      },
      onError: (failure) => toast.error(errorText(failure)),
    });
  };
  return (
    <Modal open={open} onClose={onClose} title={t('actions.reportTitle')}>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        {order.dueAt && <p className="text-sm">{t('actions.reportWindow', { date: moment(order.dueAt) })}</p>}
        <div className="flex flex-col gap-1">
          <label htmlFor={reasonId} className="text-sm font-medium">
            {t('actions.reason')}
          </label>
          <select
            id={reasonId}
            className="select w-full"
            value={reason}
            onChange={(event) => setReason(event.target.value as typeof reason)}
          >
            {disputeReasons.map((value) => (
              <option key={value} value={value}>
                {t(`actions.reasons.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={textId} className="text-sm font-medium">
            {t('actions.text')}
          </label>
          <textarea
            id={textId}
            className={`textarea w-full ${error ? 'textarea-error' : ''}`}
            rows={4}
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${textId}-note`}
          />
          <p
            id={`${textId}-note`}
            className={`text-sm ${error ? 'text-error' : 'text-base-content/70'}`}
            role={error ? 'alert' : undefined}
          >
            {error ?? t('actions.textHint')}
          </p>
        </div>
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose} disabled={report.isPending}>
            {t('actions.back')}
          </button>
          <button type="submit" className="btn btn-warning" disabled={report.isPending}>
            {report.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t('actions.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The buyer cancels before paying (the seller's cancel, a refund once paid, is among the seller's steps). */
function CancelDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const cancel = useCancelOrder(order._id);
  return (
    <OrderFormDialog
      open={open}
      onClose={onClose}
      title={t('actions.cancelTitle')}
      help={t('actions.cancelBody')}
      label={t('actions.cancelReason')}
      kind="textarea"
      validate={() => undefined}
      submitText={t('actions.cancelConfirm')}
      backText={t('actions.back')}
      tone="error"
      onSubmit={(reason) => cancel.mutateAsync(reason ? { reason } : {}).then(() => void toast.success(t('actions.cancelDone')))}
    />
  );
}

/** The seller's answer to a reported problem (issue 38): the buyer and the admins are told. */
function AnswerDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const answer = useAnswerDispute(order._id);
  return (
    <OrderFormDialog
      open={open}
      onClose={onClose}
      title={t('actions.answerTitle')}
      help={t('actions.answerBody')}
      label={t('actions.answerText')}
      kind="textarea"
      validate={(text) => (disputeAnswerBody.safeParse({ text }).success ? undefined : t('actions.required'))}
      submitText={t('actions.answerSend')}
      backText={t('actions.back')}
      onSubmit={(text) => answer.mutateAsync({ text }).then(() => void toast.success(t('actions.answerDone')))}
    />
  );
}
