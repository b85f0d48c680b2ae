import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { errorCodes, orderStates, type OrderState, type ResolveDisputeBody } from '@phonehaat/contract';
import { ApiError } from '../../../../lib/api-error.ts';
import { useErrorText } from '../../../../lib/i18n/translate-message.ts';
import { disputeKeys, useResolveDispute } from '../api/get-disputes.ts';

type Choice = 'refund_relist' | 'refund_remove' | 'release';
const choices: Choice[] = ['refund_relist', 'refund_remove', 'release'];
const bodyOf = (choice: Choice, note: string): ResolveDisputeBody =>
  choice === 'release' ? { outcome: 'release', note } : { outcome: 'refund', note, relist: choice === 'refund_relist' };

/** The state a 409 names at the end of its message ("… (refunded)"), to say it in the page's language. */
function stateOf(error: ApiError): OrderState | null {
  const named = /\((\w+)\)$/.exec(error.message)?.[1];
  return orderStates.find((state) => state === named) ?? null;
}

/**
 * The admin's decision: refund the buyer (the phone back on sale, or its listing removed) or release the
 * money to the seller, with a note both sides will read. A dispute someone else resolved meanwhile
 * answers 409, which shows here in place, with the state the order is in now.
 */
export function ResolveForm({ orderId, productName }: { orderId: string; productName: string }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const resolve = useResolveDispute();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<{ choice?: boolean; note?: boolean }>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const name = `resolve-${orderId}`;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const missing = { choice: choice === null, note: note.trim() === '' };
    setProblems(missing);
    if (missing.choice || missing.note || !choice) return;
    try {
      await resolve.mutateAsync({ id: orderId, body: bodyOf(choice, note.trim()) });
      toast.success(t(choice === 'release' ? 'resolve.released' : 'resolve.refunded', { name: productName }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.code === errorCodes.orderWrongState) {
        const state = stateOf(error);
        setConflict(state ? t('resolve.conflictState', { state: t(`states.${state}`) }) : t('resolve.conflict'));
      } else toast.error(errorText(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3"
      aria-label={t('resolve.legend', { name: productName })}
    >
      <fieldset aria-describedby={problems.choice ? `${name}-choice-error` : undefined}>
        <legend className="mb-2 text-sm font-semibold">{t('resolve.decision')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {choices.map((value) => (
            <label
              key={value}
              className={`flex cursor-pointer items-start gap-2 rounded-box border p-3 ${choice === value ? 'border-primary bg-primary/5' : 'border-base-300'}`}
            >
              <input
                type="radio"
                className="radio radio-primary radio-sm mt-0.5"
                name={name}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              <span>
                <span className="block font-medium">{t(`resolve.choices.${value}`)}</span>
                <span className="block text-xs text-base-content/70">{t(`resolve.hints.${value}`)}</span>
              </span>
            </label>
          ))}
        </div>
        {problems.choice && (
          <p id={`${name}-choice-error`} className="mt-1 text-sm text-error" role="alert">
            {t('resolve.choiceRequired')}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${name}-note`} className="text-sm font-semibold">
          {t('resolve.note')}
        </label>
        <textarea
          id={`${name}-note`}
          className={`textarea w-full ${problems.note ? 'textarea-error' : ''}`}
          rows={2}
          maxLength={2000}
          value={note}
          aria-invalid={problems.note ? true : undefined}
          aria-describedby={`${name}-note-help`}
          onChange={(event) => setNote(event.target.value)}
        />
        <p
          id={`${name}-note-help`}
          className={`text-sm ${problems.note ? 'text-error' : 'text-xs text-base-content/70'}`}
          role={problems.note ? 'alert' : undefined}
        >
          {problems.note ? t('resolve.noteRequired') : t('resolve.noteHint')}
        </p>
      </div>
      {conflict && (
        <div role="alert" className="alert alert-warning flex flex-wrap">
          <span>{conflict}</span>
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => void queryClient.invalidateQueries({ queryKey: disputeKeys.all })}
          >
            {t('resolve.refresh')}
          </button>
        </div>
      )}
      <button type="submit" className="btn btn-primary self-start" disabled={resolve.isPending || conflict !== null}>
        {resolve.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('resolve.submit')}
      </button>
    </form>
  );
}
