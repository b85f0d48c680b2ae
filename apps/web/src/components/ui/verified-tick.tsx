import { useTranslation } from 'react-i18next';

/** The verified-seller tick (spec §1): shown next to a seller an administrator has verified. */
export function VerifiedTick({ className = 'size-4' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <svg viewBox="0 0 24 24" className={`inline-block shrink-0 text-accent ${className}`} role="img" aria-label={t('verifiedSeller')}>
      <title>{t('verifiedSeller')}</title>
      <path
        fill="currentColor"
        d="M12 1.5l2.6 1.9 3.2-.1 1 3 2.6 1.9-1 3.1 1 3.1-2.6 1.9-1 3-3.2-.1L12 22.5l-2.6-1.9-3.2.1-1-3-2.6-1.9 1-3.1-1-3.1 2.6-1.9 1-3 3.2.1z"
      />
      <path d="M8 12.3l2.6 2.6L16.2 9.3" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
