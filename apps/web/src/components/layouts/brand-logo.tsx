import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

// The brand is written in Latin letters in both languages, its second half in the accent colour.
const brandParts = ['Phone', 'Haat'] as const;

/** The product name, linking home (spec §1). */
export function BrandLogo({ className = '', accentClassName = 'text-primary' }: { className?: string; accentClassName?: string }) {
  return (
    <Link to={paths.home} className={`flex items-center gap-1.5 text-lg font-extrabold tracking-tight sm:gap-2 sm:text-xl ${className}`}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0 sm:size-8" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="#0f766e" />
        <rect x="10" y="6" width="12" height="20" rx="2.5" fill="none" stroke="#fff" strokeWidth="2" />
        <circle cx="16" cy="22" r="1.3" fill="#fff" />
      </svg>
      <span>
        {brandParts[0]}
        <span className={accentClassName}>{brandParts[1]}</span>
      </span>
    </Link>
  );
}
