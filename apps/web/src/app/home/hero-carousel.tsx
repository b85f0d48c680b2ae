import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_HERO_IMAGE } from '../../config/page-hints.ts';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useRole } from '../../lib/auth/use-role.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';

/** Each slide's picture; its alt text and words are under `hero.slides.<key>` in the home catalogue. */
const slides = [
  { image: HOME_HERO_IMAGE, key: 'list' },
  { image: '/demo/hero-2.svg', key: 'meet' },
  { image: '/demo/hero-3.svg', key: 'pay' },
] as const;

const SLIDE_MS = 6000;

/**
 * Where 'Start selling' leads: a visitor signs up; a signed-in user goes to Add Product, where a
 * buyer's account is told that selling needs a seller account. Until auth has reported, the link is
 * sign-up's, carrying Add Product as where to return: the sign-up page sends someone who turns out
 * to be signed in on there.
 */
export function useStartSelling(): { to: string; state?: { from: string } } {
  const { user } = useAuth();
  const { isAdmin } = useRole();
  if (!user) return { to: paths.signUp, state: { from: paths.addProductSeller } };
  return { to: isAdmin ? paths.addProductAdmin : paths.addProductSeller };
}

/** Spec §2 home: three-slide carousel under the headline. Pauses on hover and focus and for reduced motion. */
export function HeroCarousel() {
  const [current, setCurrent] = useState(0);
  const { t } = useTranslation('home');
  const { amount } = useFormat();
  const startSelling = useStartSelling();
  const [paused, setPaused] = useState(false);
  // The other slides' pictures are fetched once the page has loaded: they show no sooner than
  // SLIDE_MS later, and each SVG is parsed on the main thread while the page is still starting up.
  const [loadOthers, setLoadOthers] = useState(false);

  useEffect(() => {
    const load = () => setLoadOthers(true);
    if (document.readyState === 'complete') {
      const timer = window.setTimeout(load, 0);
      return () => window.clearTimeout(timer);
    }
    window.addEventListener('load', load, { once: true });
    return () => window.removeEventListener('load', load);
  }, []);

  useEffect(() => {
    if (paused || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % slides.length), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  const go = (step: number) => setCurrent((index) => (index + step + slides.length) % slides.length);
  const slide = slides[current]!;

  return (
    <section
      aria-roledescription={t('hero.roleDescription')}
      aria-label={t('hero.label')}
      className="relative mt-4 overflow-hidden rounded-box bg-neutral sm:mt-6"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* On phones the words come first and the picture below them, so the art never runs behind the
          headline and buttons; from 640 px up the words sit on the picture's darkened left side. */}
      <div className="flex flex-col sm:relative sm:block sm:h-[460px] lg:h-[520px]">
        <div className="relative order-last h-44 sm:absolute sm:inset-0 sm:h-auto">
          {slides.map(
            (item, index) =>
              (index === 0 || index === current || loadOthers) && (
                <img
                  key={item.image}
                  src={item.image}
                  alt={index === current ? t(`hero.slides.${item.key}.alt`) : ''}
                  aria-hidden={index !== current}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  className={`absolute inset-0 h-full w-full object-cover object-right transition-opacity duration-700 sm:object-center ${index === current ? 'opacity-100' : 'opacity-0'}`}
                />
              ),
          )}
          <div
            className="absolute inset-x-0 top-0 h-16 bg-gradient-to-b from-neutral to-transparent sm:hidden"
            aria-hidden="true"
          />
          <div
            className="absolute inset-0 hidden bg-gradient-to-r from-black/80 via-black/55 to-black/10 sm:block"
            aria-hidden="true"
          />
        </div>
        <div className="relative flex max-w-2xl flex-col justify-center gap-4 px-5 pt-8 pb-4 text-white sm:h-full sm:px-12 sm:pt-0 sm:pb-12">
          <p className="w-fit rounded-full bg-white/15 px-3 py-1 text-xs font-semibold uppercase tracking-widest backdrop-blur">
            {t('hero.eyebrow')}
          </p>
          <h1 className="text-4xl font-extrabold leading-tight sm:text-5xl lg:text-6xl">{t('hero.headline')}</h1>
          <p className="min-h-14 text-base text-white/90 sm:text-lg" aria-live={paused ? 'polite' : 'off'}>
            {t(`hero.slides.${slide.key}.text`)}
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.products} className="btn btn-primary">
              {t('hero.browse')}
            </Link>
            <Link
              to={startSelling.to}
              state={startSelling.state}
              className="btn border-white/70 bg-transparent text-white hover:bg-white hover:text-neutral"
            >
              {t('hero.startSelling')}
            </Link>
          </div>
        </div>
      </div>
      <div className="absolute bottom-3 right-3 flex items-center gap-1 rounded-full bg-black/40 p-1 backdrop-blur sm:bottom-14 sm:right-6 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
        <button
          type="button"
          className="btn btn-circle btn-sm border-0 bg-white/20 text-white hover:bg-white/35"
          aria-label={t('hero.previous')}
          onClick={() => go(-1)}
        >
          <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        {slides.map((item, index) => (
          <button
            key={item.image}
            type="button"
            aria-label={t('hero.slideOf', { n: amount(index + 1), total: amount(slides.length) })}
            aria-current={index === current}
            onClick={() => setCurrent(index)}
            className="flex size-6 items-center justify-center"
          >
            <span className={`block h-2 rounded-full transition-all ${index === current ? 'w-6 bg-white' : 'w-2 bg-white/50'}`} />
          </button>
        ))}
        <button
          type="button"
          className="btn btn-circle btn-sm border-0 bg-white/20 text-white hover:bg-white/35"
          aria-label={t('hero.next')}
          onClick={() => go(1)}
        >
          <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
            <path d="M9 5l7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </section>
  );
}
