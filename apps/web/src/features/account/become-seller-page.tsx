import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Modal } from '../../components/ui/modal.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { useRole } from '../../lib/auth/use-role.ts';
import { useBecomeSeller } from './api/become-seller.ts';
import { useSellingErrorText } from '../orders/index.ts';

const sellingPoints = ['point1', 'point2', 'point3'] as const;

/**
 * User → Seller from the dashboard: what selling here means, then a confirmation. Afterwards the role
 * is asked again, so the menu shows Add Product, My Products and the bookings at once.
 */
export default function BecomeSellerPage() {
  const { t } = useTranslation('selling');
  const { isAdmin, isSeller, loading } = useRole();
  const become = useBecomeSeller();
  const errorText = useSellingErrorText();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();

  async function confirm() {
    setError(undefined);
    try {
      await become.mutateAsync();
      setConfirming(false);
      toast.success(t('becomeSeller.done'));
      await navigate(paths.addProductSeller);
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  return (
    <section className="mx-auto max-w-2xl">
      <PageTitle>{t('becomeSeller.title')}</PageTitle>
      <div className="card card-border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-4 p-5 sm:p-8">
          <h1 className="text-2xl font-bold">{t('becomeSeller.title')}</h1>
          <p className="text-base-content/80">{t('becomeSeller.intro')}</p>
          <ul className="flex flex-col gap-2">
            {sellingPoints.map((point) => (
              <li key={point} className="flex items-start gap-2">
                <svg viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 text-success" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
                  <path d="M5 12l5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <span>{t(`becomeSeller.${point}`)}</span>
              </li>
            ))}
          </ul>
          {loading ? (
            <span className="loading loading-spinner loading-md text-primary" role="status" aria-label={t('becomeSeller.title')} />
          ) : isAdmin ? (
            <p className="alert alert-info alert-soft text-sm">{t('becomeSeller.adminNote')}</p>
          ) : isSeller ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="font-semibold text-success">{t('becomeSeller.already')}</p>
              <Link to={paths.addProductSeller} className="btn btn-primary btn-sm">
                {t('becomeSeller.addProduct')}
              </Link>
            </div>
          ) : (
            <button type="button" className="btn btn-primary self-start" onClick={() => setConfirming(true)}>
              {t('becomeSeller.button')}
            </button>
          )}
        </div>
      </div>

      <Modal open={confirming} onClose={() => setConfirming(false)} title={t('becomeSeller.confirmTitle')}>
        <p className="text-sm text-base-content/80">{t('becomeSeller.confirmBody')}</p>
        {error && (
          <p role="alert" className="alert alert-error alert-soft mt-3 text-sm">
            {error}
          </p>
        )}
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn" onClick={() => setConfirming(false)} disabled={become.isPending}>
            {t('becomeSeller.back')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={become.isPending}>
            {become.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t('becomeSeller.confirm')}
          </button>
        </div>
      </Modal>
    </section>
  );
}
