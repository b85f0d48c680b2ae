import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { ReportedListing, ReportsDecisionBody } from '@phonehaat/contract';
import { Modal } from '../../../components/ui/modal.tsx';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useReportsDecision } from '../api/moderation-api.ts';
import { ListingSummary } from './listing-summary.tsx';

/** One reported listing with its open reports: dismiss them (it shows again) or remove the listing. */
export function ReportedCard({ entry }: { entry: ReportedListing }) {
  const { t } = useTranslation('moderation');
  const { amount, date } = useFormat();
  const errorText = useErrorText();
  const decide = useReportsDecision();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const { product, reports, hidden } = entry;

  async function send(outcome: ReportsDecisionBody['outcome']) {
    try {
      await decide.mutateAsync({ id: product._id, body: { outcome } });
      setConfirmRemove(false);
      toast.success(t(outcome === 'dismiss' ? 'reports.dismissed' : 'reports.removed'));
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  return (
    <article className={`card border bg-base-100 ${hidden ? 'border-warning' : 'border-base-300'}`} aria-label={product.productName}>
      <div className="card-body gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <ListingSummary product={product} />
          <div className="flex flex-wrap gap-1">
            <span className={`badge ${hidden ? 'badge-warning' : 'badge-ghost'}`}>{t(hidden ? 'reports.hidden' : 'reports.visible')}</span>
            <span className="badge badge-neutral">{t('reports.count', { count: reports.length, n: amount(reports.length) })}</span>
          </div>
        </div>
        <ul className="flex flex-col gap-2">
          {reports.map((report) => (
            <li key={report._id} className="rounded-box bg-base-200 p-3 text-sm">
              <p className="font-semibold">{t(`reasons.${report.reason}`)}</p>
              {report.text && <p className="whitespace-pre-line text-base-content/80 [overflow-wrap:anywhere]">{report.text}</p>}
              <p className="mt-1 text-xs text-base-content/70">
                {report.reporter} · <time dateTime={report.createdAt}>{date(report.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline" disabled={decide.isPending} onClick={() => void send('dismiss')}>
            {t('reports.dismiss')}
          </button>
          <button type="button" className="btn btn-error" disabled={decide.isPending} onClick={() => setConfirmRemove(true)}>
            {t('reports.remove')}
          </button>
        </div>
      </div>
      <Modal open={confirmRemove} onClose={() => setConfirmRemove(false)} title={t('reports.confirmRemoveTitle')}>
        <p className="[overflow-wrap:anywhere]">{t('reports.confirmRemoveBody', { name: product.productName })}</p>
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={() => setConfirmRemove(false)}>
            {t('queue.cancel')}
          </button>
          <button type="button" className="btn btn-error" disabled={decide.isPending} onClick={() => void send('remove')}>
            {t('reports.remove')}
          </button>
        </div>
      </Modal>
    </article>
  );
}
