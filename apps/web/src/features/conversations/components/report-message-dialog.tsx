import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { Message } from '@phonehaat/contract';
import { Modal } from '../../../components/ui/modal.tsx';
import { useReportMessage, type MessageReportBody } from '../api/report-message.ts';
import { useConversationErrorText } from '../use-conversation-error-text.ts';

type Reason = MessageReportBody['reason'];
const reasons: readonly Reason[] = ['scam', 'abuse', 'spam', 'other'];
const TEXT_MAX = 1000;

/** Reporting one of the other side's messages to the admins (issue 39 §3): why, and optionally more words. */
export function ReportMessageDialog({ message, onClose }: { message: Message | null; onClose: () => void }) {
  const { t } = useTranslation('conversations');
  return (
    <Modal open={message !== null} onClose={onClose} title={t('report.title')}>
      {message && <ReportForm key={message.id} message={message} onClose={onClose} />}
    </Modal>
  );
}

function ReportForm({ message, onClose }: { message: Message; onClose: () => void }) {
  const { t } = useTranslation('conversations');
  const errorText = useConversationErrorText();
  const report = useReportMessage();
  const [reason, setReason] = useState<Reason>(message.warnings.includes('scam') ? 'scam' : 'other');
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const textId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    report.mutate(
      { messageId: message.id, body: { reason, text: text.trim() } },
      {
        onSuccess: () => {
          toast.success(t('report.done'));
          onClose();
        },
        onError: (error) => setRefusal(errorText(error)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {message.body && (
        <figure className="rounded-box bg-base-200 px-3 py-2 text-sm">
          <figcaption className="text-xs font-semibold text-base-content/70">{t('report.quote')}</figcaption>
          <blockquote className="line-clamp-4 whitespace-pre-wrap [overflow-wrap:anywhere]">{message.body}</blockquote>
        </figure>
      )}
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold">{t('report.reason')}</legend>
        {reasons.map((value) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="radio"
              name="reason"
              className="radio radio-primary radio-sm"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            <span>{t(`report.reasons.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={textId} className="font-semibold">
          {t('report.text')}
        </label>
        <textarea
          id={textId}
          rows={3}
          maxLength={TEXT_MAX}
          value={text}
          className="textarea w-full"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {refusal && (
        <p role="alert" className="alert alert-error alert-soft text-sm">
          {refusal}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn min-h-11" onClick={onClose} disabled={report.isPending}>
          {t('report.cancel')}
        </button>
        <button type="submit" className="btn btn-error min-h-11" disabled={report.isPending}>
          {report.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('report.submit')}
        </button>
      </div>
    </form>
  );
}
