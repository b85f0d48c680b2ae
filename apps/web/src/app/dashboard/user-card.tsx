import { Avatar } from '../../components/ui/avatar.tsx';
import type { AuthUser } from '../../lib/auth/auth-user.ts';

/** The drawer's header (spec §2): the user's photo, display name and email. */
export function UserCard({ user }: { user: AuthUser }) {
  return (
    <div className="flex flex-col items-center gap-2 border-b border-base-300 pb-4 text-center">
      <Avatar
        photoURL={user.photoURL}
        name={user.displayName || user.email}
        className="size-20 text-3xl ring-2 ring-primary ring-offset-2 ring-offset-base-200"
      />
      <p className="font-semibold break-all">{user.displayName}</p>
      <p className="text-sm break-all text-base-content/70">{user.email}</p>
    </div>
  );
}
