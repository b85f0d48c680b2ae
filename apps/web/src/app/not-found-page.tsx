import { Link } from 'react-router';
import { paths } from '../config/paths.ts';

/** Spec §2: any unknown path shows the not-found image and a Back To Home link to /home. */
export default function NotFoundPage() {
  return (
    <div className="flex flex-col items-center py-12 text-center">
      <title>Page not found — PhoneHaat</title>
      <img src="/demo/not-found.svg" alt="Page not found" className="w-full max-w-md" width={600} height={480} />
      <h1 className="mt-6 text-2xl font-bold sm:text-3xl">We could not find that page</h1>
      <p className="mt-2 max-w-md text-base-content/70">The link may be broken, or the page may have moved.</p>
      <Link to={paths.homeAlias} className="btn btn-primary mt-6">
        Back To Home
      </Link>
    </div>
  );
}
