import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { profileForm, type ProfileForm as ProfileFormValues } from '@phonehaat/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { AuthUser } from '../../../lib/auth/auth-user.ts';
import { useUpdateProfile, type ProfileChange } from '../api/own-profile.ts';
import { FormNote } from './account-section.tsx';
import { useAccountErrorText } from './account-error-text.ts';

/**
 * Name and photo (issue 38 §4), through Better Auth's update-user. The photo is an address, as at sign-up:
 * the server fetches and stores it, and says when it could not; it can also be removed.
 */
export function ProfileForm({ user }: { user: AuthUser }) {
  const { t } = useTranslation('account');
  const errorText = useAccountErrorText();
  const update = useUpdateProfile();
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileForm),
    defaultValues: { name: user.displayName, photoURL: '' },
  });
  const fields = { name: register('name'), photoURL: register('photoURL') };

  async function save(change: ProfileChange, done: string) {
    setNote(null);
    try {
      const { photoURL } = await update.mutateAsync(change);
      const photoMissing = typeof change.image === 'string' && !photoURL;
      setNote(photoMissing ? { ok: false, text: t('profile.photoNotFetched') } : { ok: true, text: done });
      return true;
    } catch (error) {
      setNote({ ok: false, text: errorText(error) });
      return false;
    }
  }

  const onSubmit = handleSubmit(async ({ name, photoURL }) => {
    const saved = await save({ name, ...(photoURL && { image: photoURL }) }, t('profile.saved'));
    if (saved) reset({ name, photoURL: '' });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="flex items-center gap-4">
        <Avatar photoURL={user.photoURL} name={user.displayName || user.email} className="size-16 shrink-0 text-2xl" />
        {user.photoURL && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={update.isPending}
            onClick={() => void save({ image: null }, t('profile.photoRemoved'))}
          >
            {t('profile.removePhoto')}
          </button>
        )}
      </div>
      <TextField label={t('profile.name')} autoComplete="name" error={errors.name?.message} {...fields.name} />
      <TextField
        label={t('profile.photoURL')}
        type="url"
        inputMode="url"
        placeholder={t('profile.photoPlaceholder')}
        hint={t('profile.photoHint')}
        error={errors.photoURL?.message}
        {...fields.photoURL}
      />
      <button type="submit" className="btn btn-primary justify-self-start" disabled={isSubmitting || update.isPending}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('profile.save')}
      </button>
      <FormNote note={note} />
    </form>
  );
}
