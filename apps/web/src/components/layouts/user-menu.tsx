import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../lib/auth/auth-user.ts';
import { Avatar } from '../ui/avatar.tsx';

function UserAvatar({ user, size }: { user: AuthUser; size: 'sm' | 'lg' }) {
  const box = size === 'sm' ? 'size-10 text-base ring-2 ring-primary/30' : 'size-16 text-2xl ring-2 ring-primary/30';
  return <Avatar photoURL={user.photoURL} name={user.displayName || user.email} className={box} />;
}

/** Spec §2: the avatar toggles a card with photo, display name, email and a Sign Out button. */
export function UserMenu({ user, onSignOut }: { user: AuthUser; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const cardId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className="btn btn-circle btn-ghost"
        aria-expanded={open}
        aria-controls={cardId}
        aria-label={t('userMenu.account', { name: user.displayName || user.email })}
        onClick={() => setOpen((value) => !value)}
      >
        <UserAvatar user={user} size="sm" />
      </button>
      {open && (
        <div id={cardId} className="card absolute right-0 top-14 z-50 w-72 border border-base-300 bg-base-100 shadow-xl">
          <div className="card-body items-center gap-2 p-5 text-center">
            <UserAvatar user={user} size="lg" />
            <p className="text-lg font-semibold">{user.displayName}</p>
            <p className="break-all text-sm text-base-content/70">{user.email}</p>
            <button
              type="button"
              className="btn btn-outline btn-error btn-sm mt-2 w-full"
              onClick={() => {
                setOpen(false);
                onSignOut();
              }}
            >
              {t('userMenu.signOut')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
