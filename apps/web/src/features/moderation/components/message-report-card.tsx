import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { messageReportBody, type MessageReport } from '@phonehaat/contract';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { formatMoment } from '../../orders/index.ts';
import { useDecideMessageReport, type MessageReportDecision } from '../api/message-reports.ts';
import { AdminThread } from './admin-thread.tsx';

const reasons = messageReportBody.shape.reason.options;
const reasonOf = (reason: string) => reasons.find((known) => known === reason) ?? 'other';

/**
 * One reported message (issue 39 §3): why and by whom, the message as it reads in the thread, and the
 * admin's answer. "Read the thread" opens the whole conversation through this report (the read is logged).
 */
export function MessageReportCard({ report }: { report: MessageReport }) {
  const { t } = useTranslation('moderation');
  const { language } = useFormat();
  const errorText = useErrorText();
  const decide = useDecideMessageReport();
  const [reading, setReading] = useState(false);
  const threadId = useId();
  const headingId = useId();

  const send = (status: MessageReportDecision['status']) =>
    decide.mutate(
      { id: report.id, status },
      {
        onSuccess: () => toast.success(t(status === 'dismissed' ? 'messageReports.dismissed' : 'messageReports.upheld')),
        onError: (error) => toast.error(errorText(error)),
      },
    );

  return (
    <article aria-labelledby={headingId} className="card border border-base-300 bg-base-100" data-testid="message-report">
      <div className="card-body gap-3 p-4 sm:p-5">
        <div>
          <h3 id={headingId} className="font-semibold">
            {t(`messageReports.reasons.${reasonOf(report.reason)}`)}
          </h3>
          <p className="text-sm text-base-content/70">
            {t('messageReports.by', { name: report.reporterName })} ·{' '}
            <time dateTime={report.createdAt}>{formatMoment(report.createdAt, language, { year: true })}</time>
          </p>
        </div>
        {/* A <div>, not a <figure>: daisyUI centres a card's figures. */}
        {report.messageBody !== undefined && (
          <div className="rounded-box border-l-4 border-warning bg-base-200 p-3">
            {report.messageSenderName && (
              <p className="text-xs text-base-content/70">{t('messageReports.wrote', { name: report.messageSenderName })}</p>
            )}
            <blockquote className="whitespace-pre-line [overflow-wrap:anywhere]">
              {report.messageBody ?? t('messageReports.photoOnly')}
            </blockquote>
          </div>
        )}
        {report.text && (
          <p className="text-sm [overflow-wrap:anywhere]">
            <span className="font-semibold">{t('messageReports.note')}</span> {report.text}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline btn-primary min-h-11"
            aria-expanded={reading}
            aria-controls={threadId}
            onClick={() => setReading((open) => !open)}
          >
            {t(reading ? 'messageReports.closeThread' : 'messageReports.readThread')}
          </button>
          <button
            type="button"
            className="btn btn-outline min-h-11"
            disabled={decide.isPending}
            onClick={() => send('dismissed')}
          >
            {t('messageReports.dismiss')}
          </button>
          <button type="button" className="btn btn-error min-h-11" disabled={decide.isPending} onClick={() => send('upheld')}>
            {t('messageReports.uphold')}
          </button>
        </div>
        <div id={threadId}>
          {reading && (
            <AdminThread
              conversationId={report.conversationId}
              reason={{ via: 'report', ref: report.id }}
              reportedMessageId={report.messageId}
            />
          )}
        </div>
      </div>
    </article>
  );
}
