/**
 * The watchlist's heart: outlined, or filled once the phone is watched. This file rides with every product
 * card (the first page's script): only what a visitor's heart needs is here.
 */
export function HeartIcon({ filled, className = 'size-6' }: { filled: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M12 20.25s-9-4.78-9-12a4.5 4.5 0 0 1 9-1.5 4.5 4.5 0 0 1 9 1.5c0 7.22-9 12-9 12Z"
      />
    </svg>
  );
}

/** Where a heart shows: a round button over a card's photo, or a button with its words on a product's page. */
export type HeartVariant = 'icon' | 'labelled';

/** The heart's classes, the same whether it is a visitor's link or a signed-in person's button. */
export function heartClasses(variant: HeartVariant, watched: boolean, className: string): string {
  const colour = watched ? 'text-error' : 'text-base-content/80';
  return variant === 'icon'
    ? `btn btn-circle size-11 border-0 bg-base-100/90 shadow-sm hover:bg-base-100 ${colour} ${className}`
    : `btn btn-outline min-h-11 gap-2 ${watched ? 'border-error text-error' : ''} ${className}`;
}
