import { useTranslation } from 'react-i18next';

/** The tiles' icons; each tile's title and text are under `howItWorks.tiles.<key>` in the home catalogue. */
const tiles = [
  {
    key: 'sell',
    // A price tag rather than a dollar sign: prices here are in TK.
    icon: 'M3.5 12.2V4.5a1 1 0 011-1h7.7l8.6 8.6a1 1 0 010 1.4l-7.3 7.3a1 1 0 01-1.4 0zM8 8h.01',
  },
  {
    key: 'buy',
    icon: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  },
  {
    key: 'pay',
    icon: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  },
  {
    key: 'pickup',
    icon: 'M12 21s-7-6.1-7-11.5a7 7 0 0114 0C19 14.9 12 21 12 21zM12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  },
] as const;

/** Spec §2 home: the four-tile how-it-works strip. */
export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section aria-label={t('howItWorks.label')} className="relative z-10 mt-4 sm:mx-6 sm:-mt-10">
      <ul className="grid gap-1 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg sm:grid-cols-2 sm:gap-3 sm:p-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.key} className="flex gap-3 rounded-box p-2 sm:p-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                <path d={tile.icon} />
              </svg>
            </span>
            <div>
              {/* h2: the tiles follow the page's h1 directly (no skipped heading level). */}
              <h2 className="text-sm font-semibold sm:text-base">{t(`howItWorks.tiles.${tile.key}.title`)}</h2>
              <p className="text-sm text-base-content/70">{t(`howItWorks.tiles.${tile.key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
