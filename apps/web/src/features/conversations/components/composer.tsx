import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_CHARS } from '@phonehaat/contract';
import { uploadImage } from '../../listings/index.ts';
import { useSendMessage } from '../api/send-message.ts';
import { useConversationErrorText } from '../use-conversation-error-text.ts';

/** A photo picked for the next message: uploaded at once through the image pipeline, sent with the message. */
type Attachment = { state: 'uploading'; fraction: number } | { state: 'ready'; url: string };

/**
 * The thread's composer (issue 39 §1): a text box that grows with its text, Enter sends and Shift+Enter
 * starts a new line (not while an input method is composing a Bangla word), and a photo through the same
 * upload as Add Product's (re-encoded, EXIF removed). What was typed stays if sending fails.
 */
export function Composer({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('conversations');
  const errorText = useConversationErrorText();
  const send = useSendMessage(conversationId);
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [problem, setProblem] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const uploading = attachment?.state === 'uploading';

  const submit = () => {
    const body = text.trim();
    const photo = attachment?.state === 'ready' ? attachment.url : undefined;
    if (send.isPending || uploading) return;
    if (!body && !photo) {
      setProblem(t('composer.empty'));
      return;
    }
    setProblem(undefined);
    send.mutate(
      { ...(body && { text: body }), ...(photo && { photo }) },
      {
        onSuccess: () => {
          setText('');
          setAttachment(null);
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(undefined);
    setAttachment({ state: 'uploading', fraction: 0 });
    try {
      const answer = await uploadImage(file, (fraction) => setAttachment({ state: 'uploading', fraction }), '/conversations/photos');
      if (!answer.success) throw new Error('upload refused');
      setAttachment({ state: 'ready', url: answer.data.url });
    } catch {
      setAttachment(null);
      setProblem(t('composer.uploadFailed'));
    }
  };

  return (
    <form
      className="flex flex-col gap-2 border-t border-base-300 bg-base-100 px-2 py-2 sm:px-3"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      {attachment && (
        <div className="flex items-center gap-2 px-1">
          {attachment.state === 'ready' ? (
            <img src={attachment.url} alt={t('message.yourPhoto')} className="size-16 rounded-lg bg-base-200 object-cover" />
          ) : (
            <span className="flex items-center gap-2 text-sm text-base-content/70" role="status">
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              {t('composer.uploading')}
              <progress className="progress progress-primary w-24" value={attachment.fraction} max={1} />
            </span>
          )}
          {attachment.state === 'ready' && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAttachment(null)}>
              {t('composer.removePhoto')}
            </button>
          )}
        </div>
      )}
      {problem && (
        <p role="alert" className="px-1 text-sm text-error">
          {problem}
        </p>
      )}
      <div className="flex items-end gap-1 sm:gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className="btn btn-ghost btn-square size-11 shrink-0"
          aria-label={t('composer.attach')}
          title={t('composer.attach')}
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        >
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <circle cx="9" cy="10" r="1.5" />
            <path strokeLinecap="round" strokeLinejoin="round" d="m21 16-5-5-9 8" />
          </svg>
        </button>
        <label htmlFor={fieldId} className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          id={fieldId}
          rows={1}
          value={text}
          maxLength={MESSAGE_MAX_CHARS}
          enterKeyHint="send"
          placeholder={t('composer.placeholder')}
          aria-describedby={`${fieldId}-hint`}
          className="textarea min-h-11 w-full flex-1 resize-none text-base [field-sizing:content] max-h-40"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="btn btn-primary min-h-11 shrink-0 px-4" disabled={send.isPending || uploading}>
          {send.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('composer.send')}
        </button>
      </div>
      <p id={`${fieldId}-hint`} className="sr-only">
        {t('composer.hint')}
      </p>
    </form>
  );
}
