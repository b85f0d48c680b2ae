import { useState } from 'react';

interface AvatarProps {
  /** The photo's address; null, empty or failing to load shows the initial instead. */
  photoURL: string | null | undefined;
  /** Whose avatar: its first letter is the fallback. */
  name: string;
  /** Size, text size and ring, e.g. 'size-10 text-base'. */
  className: string;
}

/**
 * A user's photo, or their initial when there is none or it does not load: a photo URL typed at
 * sign-up may point anywhere, and the browser's broken-image icon is no face.
 */
export function Avatar({ photoURL, name, className }: AvatarProps) {
  // Remembers which address failed, so a new photo is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  if (photoURL && failed !== photoURL) {
    return (
      <img
        src={photoURL}
        alt=""
        className={`${className} rounded-full bg-base-200 object-cover`}
        referrerPolicy="no-referrer"
        onError={() => setFailed(photoURL)}
      />
    );
  }
  return (
    <span
      className={`${className} flex items-center justify-center rounded-full bg-primary font-bold text-primary-content`}
      aria-hidden="true"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
