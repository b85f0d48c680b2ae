/** Spec §8: the identity provider's message, in red under the form. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-3 rounded-field bg-error/10 px-3 py-2 text-sm font-medium text-error">
      {message}
    </p>
  );
}
