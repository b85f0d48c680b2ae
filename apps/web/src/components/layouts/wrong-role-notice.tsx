import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

const needs = {
  admin: {
    title: 'This page is for administrators',
    text: 'Your account is not an administrator account, so this page has nothing for you.',
  },
  Seller: {
    title: 'This page is for sellers',
    text: 'Selling needs a seller account. To sell a phone, sign out and create an account with the account type Seller.',
  },
} as const;

/**
 * What a signed-in user sees on a page their role does not open: a bare sign-in form would contradict
 * the avatar in the header, so say what the page needs and offer a way back.
 */
export function WrongRoleNotice({ role }: { role: keyof typeof needs }) {
  const { title, text } = needs[role];
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center py-12 text-center" aria-labelledby="wrong-role">
      <title>{`${title} — PhoneHaat`}</title>
      <span
        className="flex size-14 items-center justify-center rounded-full bg-base-200 text-base-content/70"
        aria-hidden="true"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 018 0v4" />
        </svg>
      </span>
      <h1 id="wrong-role" className="mt-4 text-2xl font-bold">
        {title}
      </h1>
      <p className="mt-2 text-base-content/70">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.myOrders} className="btn btn-primary">
          Go to My Orders
        </Link>
        <Link to={paths.home} className="btn btn-outline">
          Back Home
        </Link>
      </div>
    </section>
  );
}
