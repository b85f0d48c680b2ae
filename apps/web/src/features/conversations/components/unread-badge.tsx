import { useFormat } from '../../../lib/i18n/use-format.ts';

/** The badge shows at most this, then "99+" (as the bell's). */
export const BADGE_MAX = 99;

/** A count on an icon or a menu entry, in the page's digits; its meaning is told by the label it sits in. */
export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  const { amount } = useFormat();
  if (count <= 0) return null;
  return (
    <span
      className={`badge badge-primary badge-sm h-5 min-w-5 px-1 text-[0.7rem] leading-none font-bold ${className}`}
      aria-hidden="true"
    >
      {count > BADGE_MAX ? `${amount(BADGE_MAX)}+` : amount(count)}
    </span>
  );
}
