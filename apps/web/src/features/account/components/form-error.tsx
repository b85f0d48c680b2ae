import { useMessageText } from '../../../lib/i18n/translate-message.ts';

/** Spec §8: the identity provider's message, in red under the form. */
export function FormError({ message }: { message: string | null }) {
  // The provider answers in English; a Bangla page shows its message translated where it is known.
  const messageText = useMessageText();
  if (!message) return null;
  return (
    <p role="alert" className="mt-3 rounded-field bg-error/10 px-3 py-2 text-sm font-medium text-error">
      {messageText(message)}
    </p>
  );
}
