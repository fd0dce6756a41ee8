/**
 * The player's support chat (`/support`): their conversation, live through the
 * support stream, read marks both ways, a composer with an image, and the first message
 * prefilled from what they came about (`?about=deposit&amount=…`). When the site sends players
 * to an outside support address instead, the page says so with the link; a visitor is asked to
 * sign in. Reading and writing need no money rights: a frozen or self-excluded player writes too.
 */
import { useState } from 'react';
import { api } from '#client/api.ts';
import { $jwt } from '#client/session.ts';
import { useRemote } from '#client/useRemote.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { inAppSupport } from '#shared/supportLink.ts';
import { Loaded } from '../common/StateView.tsx';
import { SignedInGate } from '../common/SignedInGate.tsx';
import { Composer } from './Composer.tsx';
import { MessageLog } from './MessageLog.tsx';
import { readPrefill, type Prefill } from './prefill.ts';
import { useReadMark } from './useReadMark.ts';
import { useSupportStream } from './useSupportStream.ts';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';

interface Props {
  messages: IslandMessages;
  locale: string;
  /** The site's outside support address; empty: this chat is the support. */
  supportUrl: string;
}

export default withIslandI18n(function SupportChat({ supportUrl }: Props) {
  const t = useT();
  if (!inAppSupport(supportUrl)) {
    return (
      <div className="card chat-external">
        <p>{t('support.external')}</p>
        <a className="button button-brand" href={supportUrl} rel="noopener">
          {t('support.externalLink')}
        </a>
      </div>
    );
  }
  return (
    <SignedInGate>
      <ChatScreen />
    </SignedInGate>
  );
});

const attachmentUrl = (id: string) => `/api/app/support/attachments/${encodeURIComponent(id)}`;

function ChatScreen() {
  const t = useT();
  const thread = useRemote('GET /support/conversation');
  const live = useSupportStream(
    '/api/app/support/stream',
    () => $jwt.get(),
    () => void thread.mutate(),
  );
  useReadMark(
    thread.data?.messages ?? [],
    'staff',
    thread.data?.conversation?.customerReadId ?? 0,
    (messageId) => api('POST /support/read', { body: { messageId } }),
  );
  // Read from the address once; sent with the first message only.
  const [about, setAbout] = useState<Prefill | null>(() =>
    readPrefill(t, new URLSearchParams(window.location.search)),
  );
  const [text, setText] = useState(about?.text ?? '');

  async function send(body: string, attachmentId: string | undefined) {
    await api('POST /support/messages', {
      body: {
        body,
        ...(attachmentId ? { attachmentId } : {}),
        origin: about?.origin ?? 'home',
        ...(about?.context ? { context: about.context } : {}),
      },
    });
    setAbout(null);
    await thread.mutate();
  }

  return (
    <Loaded remote={thread}>
      {(data) => (
        <div className="chat">
          {!live && (
            <p className="chat-status muted" role="status">
              {t('support.reconnecting')}
            </p>
          )}
          <MessageLog
            label={t('support.log')}
            messages={data.messages}
            own="customer"
            readUpTo={data.conversation?.staffReadId ?? 0}
            authorName={() => t('support.staff')}
            imageUrl={attachmentUrl}
            token={$jwt.get()}
            emptyText={t('support.empty')}
          />
          {data.conversation?.status === 'closed' && (
            <p className="notice chat-status">{t('support.closed')}</p>
          )}
          <Composer
            label={t('support.message')}
            text={text}
            onText={setText}
            upload={(file) => api('POST /support/attachments', { file })}
            send={send}
          />
        </div>
      )}
    </Loaded>
  );
}
