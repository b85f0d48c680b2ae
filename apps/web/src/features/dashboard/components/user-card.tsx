import type { AuthUser } from '../../../lib/auth/auth-client.ts';

/** The drawer's header (spec §2): the user's photo, display name and email. */
export function UserCard({ user }: { user: AuthUser }) {
  const initial = (user.displayName || user.email).slice(0, 1).toUpperCase();
  return (
    <div className="flex flex-col items-center gap-2 border-b border-base-300 pb-4 text-center">
      {user.photoURL ? (
        <img
          src={user.photoURL}
          alt=""
          className="size-20 rounded-full object-cover ring-2 ring-primary ring-offset-2 ring-offset-base-200"
          referrerPolicy="no-referrer"
        />
      ) : (
        <span className="flex size-20 items-center justify-center rounded-full bg-primary text-3xl font-bold text-primary-content">
          {initial}
        </span>
      )}
      <p className="font-semibold break-all">{user.displayName}</p>
      <p className="text-sm break-all text-base-content/70">{user.email}</p>
    </div>
  );
}
