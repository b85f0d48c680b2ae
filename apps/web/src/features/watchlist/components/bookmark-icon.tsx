/** "Save this search": a bookmark. */
export function BookmarkIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path strokeLinecap="round" strokeLinejoin="round" d="M17.25 3.75H6.75v16.5L12 16.5l5.25 3.75V3.75Z" />
    </svg>
  );
}
