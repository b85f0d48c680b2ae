const points = [
  { title: 'Verified sellers', text: 'Our team checks sellers and marks them with a blue tick once verified.' },
  { title: 'Honest prices in TK', text: 'Every listing shows what the seller paid and what they ask, in taka.' },
  { title: 'Secure card payment', text: 'Payments go through a card payment provider; we never see your card number.' },
  { title: 'Sold means sold', text: 'A phone leaves the listings the moment it is paid for, so no one pays twice.' },
  { title: 'Your data stays private', text: 'Seller emails are never shown in public, and photo location data is removed.' },
];

/** Spec §2 home: 'Why People Trust Us' with five points. */
export function WhyTrustUs() {
  return (
    <section aria-labelledby="why-trust-us" className="offscreen-lazy mt-16 overflow-hidden rounded-box bg-primary text-primary-content [contain-intrinsic-size:auto_640px]">
      <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[1fr_2fr] lg:items-center">
        <div>
          <h2 id="why-trust-us" className="text-2xl font-bold sm:text-3xl">
            Why People Trust Us
          </h2>
          <p className="mt-2 text-primary-content/90">Buying a used phone should not be a gamble. Here is how we keep it safe.</p>
        </div>
        <ol className="grid gap-4 sm:grid-cols-2">
          {points.map((point, index) => (
            <li key={point.title} className={`flex gap-3 ${index === points.length - 1 ? 'sm:col-span-2' : ''}`}>
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white/20 font-bold" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{point.title}</h3>
                <p className="text-sm text-primary-content/90">{point.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
