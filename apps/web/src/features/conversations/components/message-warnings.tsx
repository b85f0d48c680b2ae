import { useTranslation } from 'react-i18next';
import type { Message } from '@phonehaat/contract';

/**
 * What the reader is told beside a message (issue 39 §3): a masked one says why numbers and links are
 * hidden; one that looks like a payment asked outside PhoneHaat warns its receiver in red (never its writer).
 */
export function MessageWarnings({ message }: { message: Message }) {
  const { t } = useTranslation('conversations');
  const masked = message.warnings.includes('masked');
  const scam = message.warnings.includes('scam') && !message.mine;
  return (
    <>
      {masked && (
        <p
          className="mt-1 flex max-w-[min(34rem,85%)] items-start gap-1 text-xs text-base-content/70"
          data-testid="masked-warning"
        >
          <svg
            viewBox="0 0 24 24"
            className="mt-px size-3.5 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <circle cx="12" cy="12" r="9" />
            <path strokeLinecap="round" d="M12 8v5M12 16.5v.5" />
          </svg>
          <span>{t('message.masked')}</span>
        </p>
      )}
      {scam && (
        <p
          role="note"
          className="mt-1 flex max-w-[min(34rem,85%)] items-start gap-2 rounded-box border-2 border-error bg-error/10 px-3 py-2 text-sm font-medium text-base-content"
          data-testid="scam-warning"
        >
          <svg
            viewBox="0 0 24 24"
            className="mt-0.5 size-5 shrink-0 text-error"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path
              strokeLinecap="round"
              strokeLinejoin="round"
              d="M12 9v4m0 3.5v.5M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"
            />
          </svg>
          <span>{t('message.scam')}</span>
        </p>
      )}
    </>
  );
}
