/**
 * A support conversation's messages, oldest first and newest at the bottom, shared by the
 * player's chat and the console: one's own messages on the end side (right in LTR, left in
 * Arabic), the other side's on the start side, each with its time, what it came about, its
 * image and, for one's own, the read mark (✓ sent, ✓✓ read). A `role="log"` region, so a screen
 * reader says what arrives; it keeps itself scrolled to the newest message.
 */
import { useEffect, useRef } from 'react';
import type { SupportMessage } from './model.ts';
import { chatTime } from '../common/chatTime.ts';
import { contextLine } from './prefill.ts';
import { useImageUrl } from './useImageUrl.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';
import './support.css';

interface Props<M extends SupportMessage> {
  label: string;
  messages: readonly M[];
  /** The author whose messages are this screen's own. */
  own: SupportMessage['author'];
  /** The other side has read up to this message id. */
  readUpTo: number;
  /** Who wrote a message of the other side ("Support", the player's name). */
  authorName: (message: M) => string;
  /** The authenticated address of an attachment, and the token to fetch it with. */
  imageUrl: (attachmentId: string) => string;
  token: string;
  emptyText: string;
}

export function MessageLog<M extends SupportMessage>(props: Props<M>) {
  const { label, messages, own, readUpTo, emptyText } = props;
  const box = useRef<HTMLDivElement>(null);
  // Whether the reader is at the newest message: an image that loads then keeps them there.
  const atEnd = useRef(true);
  const toEnd = () => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  };
  const last = messages.at(-1)?.id;
  useEffect(() => {
    toEnd();
    atEnd.current = true;
  }, [last]);
  return (
    // The log region holds the list (a list with role="log" would lose its items' list semantics).
    <div
      ref={box}
      className="chat-log"
      role="log"
      aria-live="polite"
      aria-label={label}
      tabIndex={0}
      onScroll={(event) => {
        const { scrollHeight, scrollTop, clientHeight } = event.currentTarget;
        atEnd.current = scrollHeight - scrollTop - clientHeight < 40;
      }}
    >
      <ol className="chat-list">
        {messages.length === 0 && <li className="chat-empty muted">{emptyText}</li>}
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            {...props}
            message={message}
            mine={message.author === own}
            read={message.author === own && message.id <= readUpTo}
            onImage={() => atEnd.current && toEnd()}
          />
        ))}
      </ol>
    </div>
  );
}

/** One message: who wrote it (for screen readers, and shown for the other side), what it is about, its image, text, time and read mark. */
function MessageItem<M extends SupportMessage>({
  authorName,
  imageUrl,
  token,
  message,
  mine,
  read,
  onImage,
}: Props<M> & { message: M; mine: boolean; read: boolean; onImage: () => void }) {
  const locale = useLocale();
  const t = useT();
  const about = contextLine(t, message.context);
  const mark = t(read ? 'support.read' : 'support.sent');
  return (
    <li className={mine ? 'chat-msg chat-msg-own' : 'chat-msg'} data-author={message.author}>
      <span className="visually-hidden">{mine ? t('support.you') : authorName(message)}: </span>
      {!mine && (
        <span className="chat-author" aria-hidden="true">
          {authorName(message)}
        </span>
      )}
      {about && <span className="chat-about">{about}</span>}
      {message.attachment && (
        <ChatImage
          url={imageUrl(message.attachment.id)}
          token={token}
          size={message.attachment}
          onLoad={onImage}
        />
      )}
      {/* Each message in its own direction (an English message in the Arabic page, a hash). */}
      {message.body && (
        <span className="chat-body" dir="auto">
          {message.body}
        </span>
      )}
      <span className="chat-meta">
        <time dateTime={message.createdAt}>{chatTime(locale, message.createdAt)}</time>
        {mine && (
          <span className={read ? 'chat-mark chat-mark-read' : 'chat-mark'} title={mark}>
            <span aria-hidden="true">{read ? '✓✓' : '✓'}</span>
            <span className="visually-hidden">{mark}</span>
          </span>
        )}
      </span>
    </li>
  );
}

/** An image of the chat, fetched with the reader's token; a link opens it whole. */
function ChatImage({
  url,
  token,
  size,
  onLoad,
}: {
  url: string;
  token: string;
  size: { width: number; height: number };
  onLoad: () => void;
}) {
  const t = useT();
  const src = useImageUrl(url, token);
  if (src === 'failed') return <span className="chat-image-failed muted">{t('support.imageFailed')}</span>;
  return (
    <a
      className="chat-image"
      href={src ?? undefined}
      target="_blank"
      rel="noopener"
      aria-label={t('support.openImage')}
    >
      {src ? (
        <img src={src} alt={t('support.imageAlt')} width={size.width} height={size.height} onLoad={onLoad} />
      ) : (
        // Its own shape while it loads (no inline style: the page's CSP allows none).
        <svg className="chat-image-loading" viewBox={`0 0 ${size.width} ${size.height}`} aria-hidden="true" />
      )}
    </a>
  );
}
