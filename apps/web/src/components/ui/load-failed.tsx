/**
 * A list that could not be loaded: a plain sentence instead of the server's text, and a way to try
 * again without reloading the page.
 */
export function LoadFailed({ what, onRetry, retrying = false }: { what: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert" className="rounded-box border border-base-300 bg-base-200 p-8 text-center">
      <p className="text-lg font-semibold">We could not load {what}.</p>
      <p className="mt-1 text-base-content/70">Please check your connection and try again.</p>
      <button type="button" className="btn btn-primary mt-4" onClick={onRetry} disabled={retrying}>
        {retrying && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Retry
      </button>
    </div>
  );
}
