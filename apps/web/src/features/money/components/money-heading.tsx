import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/ui/page-title.tsx';

/** A money page's heading, which also names the browser tab, with a line under it saying what the page is for. */
export function MoneyHeading({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-2">
      <PageTitle>{title}</PageTitle>
      <div className="max-w-2xl">
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro && <p className="mt-1 text-base-content/70">{intro}</p>}
      </div>
      {children}
    </div>
  );
}
