import { posts } from './posts.ts';

/** Spec §2 /blog 'My Blog': four static question-and-answer items. */
export default function BlogPage() {
  return (
    <div className="mx-auto max-w-3xl pt-8">
      <title>My Blog — PhoneHaat</title>
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">My Blog</h1>
        <p className="mt-2 text-base-content/70">Answers to questions web developers ask us most often.</p>
      </header>
      <nav aria-label="Questions" className="mb-8 rounded-box bg-base-200 p-4">
        <ol className="list-inside list-decimal space-y-1 text-sm">
          {posts.map((post) => (
            <li key={post.id}>
              <a href={`#${post.id}`} className="link-hover link">
                {post.question}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid gap-6">
        {posts.map((post, index) => (
          <article key={post.id} id={post.id} aria-labelledby={`${post.id}-title`} className="scroll-mt-24 rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-8">
            <p className="text-sm font-semibold text-primary">Question {index + 1}</p>
            <h2 id={`${post.id}-title`} className="mt-1 text-xl font-bold sm:text-2xl">
              {post.question}
            </h2>
            <div className="mt-4 grid gap-4 leading-relaxed text-base-content/85">
              {post.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </article>
        ))}
      </div>
    </div>
  );
}
