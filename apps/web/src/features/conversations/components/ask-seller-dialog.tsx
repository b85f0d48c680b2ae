import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MESSAGE_MAX_CHARS, startConversationBody } from '@phonehaat/contract';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import { useStartConversation } from '../api/start-conversation.ts';
import { useConversationErrorText } from '../use-conversation-error-text.ts';

interface AskSellerDialogProps {
  productId: string;
  productName: string;
  sellerName: string;
  open: boolean;
  onClose: () => void;
}

/** "Ask the seller" (issue 39 §1): the first message about a listing, then its thread. */
export function AskSellerDialog({ open, onClose, productName, sellerName, ...form }: AskSellerDialogProps) {
  const { t } = useTranslation('conversations');
  return (
    <Modal open={open} onClose={onClose} title={t('ask.title', { name: sellerName, product: productName })}>
      <AskSellerForm productId={form.productId} onClose={onClose} />
    </Modal>
  );
}

function AskSellerForm({ productId, onClose }: { productId: string; onClose: () => void }) {
  const { t } = useTranslation('conversations');
  const errorText = useConversationErrorText();
  const navigate = useNavigate();
  const start = useStartConversation();
  const fieldId = useId();
  // A first question ready to send, as marketplaces offer; the buyer may write their own.
  const [text, setText] = useState(() => t('ask.suggestion'));
  const [problem, setProblem] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = startConversationBody.safeParse({ productId, text });
    if (!parsed.success) {
      setProblem(t('composer.empty'));
      return;
    }
    setProblem(undefined);
    start.mutate(parsed.data, {
      onSuccess: ({ conversationId }) => {
        onClose();
        void navigate(paths.conversation(conversationId));
      },
      onError: (error) => setProblem(errorText(error)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={fieldId} className="font-semibold">
          {t('ask.label')}
        </label>
        <textarea
          id={fieldId}
          rows={4}
          maxLength={MESSAGE_MAX_CHARS}
          value={text}
          className={`textarea w-full text-base ${problem ? 'textarea-error' : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <p className="text-sm text-base-content/70">{t('ask.safety')}</p>
      {problem && (
        <p role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn min-h-11" onClick={onClose} disabled={start.isPending}>
          {t('ask.cancel')}
        </button>
        <button type="submit" className="btn btn-primary min-h-11" disabled={start.isPending}>
          {start.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('ask.send')}
        </button>
      </div>
    </form>
  );
}
