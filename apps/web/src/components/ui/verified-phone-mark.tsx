import { useTranslation } from 'react-i18next';

/** Beside a seller who verified a mobile number by SMS code (issue 38); the number itself is never shown. */
export function VerifiedPhoneMark({ className = 'size-4' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <svg
      viewBox="0 0 24 24"
      className={`inline-block shrink-0 text-success ${className}`}
      role="img"
      aria-label={t('verifiedPhone')}
    >
      <title>{t('verifiedPhone')}</title>
      <rect x="5" y="1.5" width="12" height="21" rx="2.5" fill="currentColor" />
      <rect x="7" y="4" width="8" height="13" rx="0.5" fill="#fff" />
      <path
        d="M8.6 10.6l1.8 1.8 3.4-3.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="11" cy="19.6" r="1" fill="#fff" />
    </svg>
  );
}
