import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/i18n/use-format.ts';

/** The points, in order; each one's title and text are under `trust.points.<key>` in the home catalogue. */
const points = ['verified', 'prices', 'payment', 'sold', 'privacy'] as const;

/** Spec §2 home: 'Why People Trust Us' with five points. */
export function WhyTrustUs() {
  const { t } = useTranslation('home');
  const { amount } = useFormat();
  return (
    <section aria-labelledby="why-trust-us" className="offscreen-lazy mt-16 overflow-hidden rounded-box bg-primary text-primary-content [contain-intrinsic-size:auto_640px]">
      <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[1fr_2fr] lg:items-center">
        <div>
          <h2 id="why-trust-us" className="text-2xl font-bold sm:text-3xl">
            {t('trust.title')}
          </h2>
          <p className="mt-2 text-primary-content/90">{t('trust.intro')}</p>
        </div>
        <ol className="grid gap-4 sm:grid-cols-2">
          {points.map((point, index) => (
            <li key={point} className={`flex gap-3 ${index === points.length - 1 ? 'sm:col-span-2' : ''}`}>
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white/20 font-bold" aria-hidden="true">
                {amount(index + 1)}
              </span>
              <div>
                <h3 className="font-semibold">{t(`trust.points.${point}.title`)}</h3>
                <p className="text-sm text-primary-content/90">{t(`trust.points.${point}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
