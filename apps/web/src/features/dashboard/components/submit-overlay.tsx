/** The full-page spinner of spec §2 while a product is saved, with the photo's upload progress. */
export function SubmitOverlay({ stage, progress }: { stage: 'uploading' | 'saving'; progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-base-100/85 px-6 text-center" role="status" aria-live="polite">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      {stage === 'uploading' ? (
        <>
          <p className="font-semibold">Uploading photo… {percent}%</p>
          <progress className="progress progress-primary w-64 max-w-full" value={percent} max={100} aria-label="Upload progress" />
        </>
      ) : (
        <p className="font-semibold">Saving your product…</p>
      )}
    </div>
  );
}
