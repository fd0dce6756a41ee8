/**
 * Writing a support message, the same for the player and for staff: a textarea with its
 * counter, an image to attach (previewed before sending; the type and size are checked here for
 * a friendly message, the server judges the bytes), and Send. The text is the screen's (so the
 * console can insert a canned reply, the chat a prefilled sentence); an image is uploaded first,
 * then the message names it.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type SubmitEvent,
} from 'react';
import { errorText, type T } from '#client/i18n.ts';
import { FormError } from '../common/FormError.tsx';
import { IMAGE_TYPES, MAX_BODY, MAX_IMAGE_BYTES, type SupportAttachment } from './model.ts';
import { useT } from '#islands/common/i18n.tsx';

interface Props {
  label: string;
  text: string;
  onText: (text: string) => void;
  upload: (file: File) => Promise<SupportAttachment>;
  /** Sends the message; a throw shows its message and keeps the text and the image. */
  send: (body: string, attachmentId: string | undefined) => Promise<void>;
  disabled?: boolean;
  /** Above the textarea (the console's canned replies). */
  tools?: ReactNode;
}

/** Why a chosen file cannot be sent, or '' when it may be tried. */
function imageProblem(t: T, file: File): string {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return t('support.imageType');
  if (file.size > MAX_IMAGE_BYTES) return t('support.imageSize');
  return '';
}

/** The chosen image and its preview (an object URL, let go when the image is). */
function useChosenImage() {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );
  return {
    file: chosen?.file ?? null,
    preview: chosen?.url ?? '',
    setFile: (file: File | null) => setChosen(file ? { file, url: URL.createObjectURL(file) } : null),
  };
}

/** The chosen image before it is sent, with the way to drop it. */
function Preview({ url, onRemove }: { url: string; onRemove: () => void }) {
  const t = useT();
  return (
    <div className="chat-preview">
      {url && <img src={url} alt={t('support.imagePreview')} />}
      <button type="button" className="button button-secondary chat-small" onClick={onRemove}>
        {t('support.removeImage')}
      </button>
    </div>
  );
}

/** Ctrl+Enter (⌘+Enter) sends; Enter alone is a new line, as on a phone. */
function sendOnCtrlEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.form?.requestSubmit();
}

/** The image button: a file input for the keyboard and screen readers, shown as its label. */
function ImagePicker({
  id,
  disabled,
  onChoose,
}: {
  id: string;
  disabled: boolean;
  onChoose: (file: File) => void;
}) {
  const t = useT();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={picker}
        id={id}
        className="visually-hidden"
        type="file"
        accept={IMAGE_TYPES.join(',')}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied, so that the same file chosen again is seen again.
          if (picker.current) picker.current.value = '';
          if (file) onChoose(file);
        }}
      />
      <label htmlFor={id} className="button button-secondary chat-attach">
        {t('support.attach')}
      </label>
    </>
  );
}

export function Composer({ label, text, onText, upload, send, disabled = false, tools }: Props) {
  const t = useT();
  const id = useId();
  const image = useChosenImage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const body = text.trim();
  const canSend = !busy && !disabled && (body !== '' || image.file !== null) && body.length <= MAX_BODY;

  function choose(file: File) {
    const problem = imageProblem(t, file);
    setError(problem);
    image.setFile(problem ? null : file);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSend) {
      if (!busy && body === '' && !image.file) setError(t('support.emptyMessage'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const attachment = image.file ? await upload(image.file) : undefined;
      await send(body, attachment?.id);
      onText('');
      image.setFile(null);
    } catch (caught) {
      setError(errorText(t, caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="chat-composer" onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      {tools}
      {image.file && <Preview url={image.preview} onRemove={() => image.setFile(null)} />}
      <label className="visually-hidden" htmlFor={`${id}-text`}>
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        className="chat-text"
        rows={3}
        maxLength={MAX_BODY}
        value={text}
        placeholder={t('support.placeholder')}
        aria-describedby={`${id}-count`}
        disabled={disabled}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={sendOnCtrlEnter}
      />
      <span id={`${id}-count`} className="chat-count muted">
        {t('support.counter', { count: text.length, max: MAX_BODY })}
      </span>
      <div className="chat-actions">
        <ImagePicker id={`${id}-image`} disabled={disabled || busy} onChoose={choose} />
        <button
          type="submit"
          className="button button-brand chat-send"
          disabled={busy || disabled}
          aria-busy={busy || undefined}
        >
          {busy ? t('support.sending') : t('support.send')}
        </button>
      </div>
      <FormError text={error} />
    </form>
  );
}
