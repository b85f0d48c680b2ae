import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { errorCodes, MAX_REPORT_TEXT, reportReasons, type Product, type ReportReason } from '@phonehaat/contract';
import { ReviewNote } from './review-note.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';
import { useIsOwnListing } from '../../catalogue/index.ts';
import { useMyReports, useReportListing } from '../api/report-listing.ts';

/**
 * Issue 26 item 8: anyone signed in reports a listing on sale that is not their own: a reason (stolen,
 * fake, wrong price, scam, offensive, other) and text (required for "other"). One open report per
 * person: once sent, the page says so and links to My Reports. Loaded with its texts on demand.
 */
export function ReportListing({ product }: { product: Product }) {
  const { t } = useTranslation('moderation');
  const { user } = useAuth();
  const own = useIsOwnListing(product);
  const mine = useMyReports(Boolean(user));
  const report = useReportListing();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<{ reason?: boolean; text?: boolean }>({});
  // 429: this person's reports for the day are used up (decision 0052); the dialog says so and sends no more.
  const [limit, setLimit] = useState<string | null>(null);

  if (!user || own || product.status !== 'available' || product.review) return null;
  const openReport = mine.data?.find((entry) => entry.productId === product._id && entry.status === 'open');
  if (openReport)
    return (
      <p className="text-sm text-base-content/70">
        {t('report.already', { status: t('reportStatus.open') })}{' '}
        <Link to={paths.myReports} className="link">
          {t('report.seeMine')}
        </Link>
      </p>
    );

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const missing = { reason: reason === null, text: reason === 'other' && text.trim() === '' };
    setProblems(missing);
    if (!reason || missing.text) return;
    try {
      await report.mutateAsync({ id: product._id, body: { reason, text: text.trim() } });
      setOpen(false);
      toast.success(t('report.sent'));
    } catch (error) {
      if (error instanceof ApiError && error.code === errorCodes.reportLimit) {
        setLimit(errorText(error));
        return;
      }
      // 409: reported already (from another tab); the list above then says so.
      if (error instanceof ApiError && error.status === 409) setOpen(false);
      toast.error(errorText(error));
    }
  }

  return (
    <div>
      <button type="button" className="btn btn-ghost btn-sm text-base-content/70" onClick={() => setOpen(true)}>
        {t('report.open')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('report.title')}>
        <form noValidate onSubmit={(event) => void send(event)} className="flex flex-col gap-3">
          <p className="text-sm text-base-content/80">{t('report.intro')}</p>
          <fieldset aria-describedby={problems.reason ? 'report-reason-error' : undefined}>
            <legend className="mb-2 text-sm font-semibold">{t('report.reason')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {reportReasons.map((value) => (
                <label key={value} className={`flex cursor-pointer items-center gap-2 rounded-box border p-2 ${reason === value ? 'border-primary bg-primary/5' : 'border-base-300'}`}>
                  <input
                    type="radio"
                    name="report-reason"
                    className="radio radio-primary radio-sm"
                    value={value}
                    checked={reason === value}
                    onChange={() => {
                      setReason(value);
                      setProblems({});
                    }}
                  />
                  {t(`reasons.${value}`)}
                </label>
              ))}
            </div>
            {problems.reason && (
              <p id="report-reason-error" className="mt-1 text-sm text-error" role="alert">
                {t('report.reasonRequired')}
              </p>
            )}
          </fieldset>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {reason === 'other' ? t('report.text') : t('report.textOptional')}
            <textarea
              className={`textarea w-full ${problems.text ? 'textarea-error' : ''}`}
              rows={3}
              maxLength={MAX_REPORT_TEXT}
              placeholder={t('report.textPlaceholder')}
              value={text}
              aria-invalid={problems.text || undefined}
              onChange={(event) => {
                setText(event.target.value);
                setProblems({});
              }}
            />
          </label>
          {problems.text && (
            <p className="text-sm text-error" role="alert">
              {t('report.textRequired')}
            </p>
          )}
          {limit && (
            <div role="alert" className="alert alert-warning alert-soft grid-cols-1 text-sm">
              <div className="flex flex-col gap-1 [overflow-wrap:anywhere]">
                <span className="font-semibold">{t('report.limitTitle')}</span>
                <span>{limit}</span>
              </div>
            </div>
          )}
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
              {t('report.cancel')}
            </button>
            <button type="submit" className="btn btn-error" disabled={report.isPending || limit !== null}>
              {t('report.send')}
            </button>
          </div>
        </form>
      </Modal>
    </div>
  );
}

/** The product page's part of review and reports: where the seller's own listing stands, or the report button. */
export function ListingModeration({ product }: { product: Product }) {
  return product.review ? <ReviewNote review={product.review} /> : <ReportListing product={product} />;
}
