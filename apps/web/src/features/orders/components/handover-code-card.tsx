import { useTranslation } from 'react-i18next';

/** The buyer's 6-digit hand-over code, big enough to read out or show across a table at the meet-up. */
export function HandoverCodeCard({ code, dueText }: { code: string; dueText?: string | undefined }) {
  const { t } = useTranslation('orders');
  return (
    <section aria-labelledby="handover-code-title" className="rounded-box border-2 border-primary bg-primary/5 p-4 sm:p-6">
      <h2 id="handover-code-title" className="text-lg font-semibold">
        {t('code.title')}
      </h2>
      <p
        className="my-3 text-center font-mono text-4xl font-bold tracking-[0.3em] text-primary sm:text-5xl"
        data-testid="handover-code"
      >
        {code}
      </p>
      <p>{t('code.explain')}</p>
      <p className="mt-2 text-sm font-medium">{t('code.secret')}</p>
      {dueText && <p className="mt-2 text-sm text-base-content/70">{dueText}</p>}
    </section>
  );
}
