import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { posts } from './posts.ts';

/** Spec §2 /blog 'My Blog': four static question-and-answer items. */
export default function BlogPage() {
  const { t } = useTranslation('blog');
  const { amount } = useFormat();
  return (
    <div className="mx-auto max-w-3xl pt-8">
      <PageTitle>{t('title')}</PageTitle>
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-base-content/70">{t('intro')}</p>
      </header>
      <nav aria-label={t('questions')} className="mb-8 rounded-box bg-base-200 p-4">
        <ol className="list-inside list-decimal space-y-1 text-sm">
          {posts.map((post) => (
            <li key={post.id}>
              <a href={`#${post.id}`} className="link-hover link">
                {t(`posts.${post.key}.question`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid gap-6">
        {posts.map((post, index) => (
          <article key={post.id} id={post.id} aria-labelledby={`${post.id}-title`} className="scroll-mt-24 rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-8">
            <p className="text-sm font-semibold text-primary">{t('questionNumber', { n: amount(index + 1) })}</p>
            <h2 id={`${post.id}-title`} className="mt-1 text-xl font-bold sm:text-2xl">
              {t(`posts.${post.key}.question`)}
            </h2>
            <div className="mt-4 grid gap-4 leading-relaxed text-base-content/85">
              {post.paragraphs.map((paragraph) => (
                <p key={paragraph}>{t(`posts.${post.key}.${paragraph}`)}</p>
              ))}
            </div>
          </article>
        ))}
      </div>
    </div>
  );
}
