/**
 * Notifications on this device: the player turns Web Push on here — the browser asks
 * for permission only when they press the button, never on its own — and chooses what to be told
 * of; their other devices are listed with a way to stop each. The subscription is made with the
 * site's VAPID key by the service worker's push manager and saved with `POST /push/subscriptions`.
 */
import { useEffect, useState } from 'react';
import { api } from '#client/api.ts';
import { errorText } from '#client/i18n.ts';
import { useRemote } from '#client/useRemote.ts';
import type { IslandMessages } from '#i18n/index.ts';
import type { PushSubscription } from '#shared/contract/push.ts';
import { PUSH_TOPIC_NAMES, type Locale, type PushTopic } from '#shared/vocabulary.ts';
import { FormError } from '../common/FormError.tsx';
import { Loaded } from '../common/StateView.tsx';
import { useAction } from '../common/useAction.ts';
import { SignedInGate } from '../common/SignedInGate.tsx';
import { useLocale, useT, withIslandI18n } from '#islands/common/i18n.tsx';
import './push.css';

interface Props {
  messages: IslandMessages;
  locale: string;
}

/** What this browser can do: no Web Push at all, blocked by the player, or ready. */
type Support = 'unsupported' | 'denied' | 'ready';

function support(): Support {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'ready';
}

/** This browser's push subscription, if it has one. */
async function browserSubscription(): Promise<globalThis.PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export default withIslandI18n<Props>(function PushSettings() {
  return (
    <SignedInGate>
      <PushScreen />
    </SignedInGate>
  );
});

function PushScreen() {
  const devices = useRemote('GET /push/subscriptions');
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const read = support() === 'unsupported' ? Promise.resolve(null) : browserSubscription();
    read.then((subscription) => setEndpoint(subscription?.endpoint ?? null)).catch(() => setEndpoint(null));
  }, []);
  return (
    <Loaded remote={devices}>
      {(list) => {
        const mine = list.find((device) => device.endpoint === endpoint);
        const others = list.filter((device) => device !== mine);
        return (
          <div className="push-stack">
            <ThisDevice
              // Its choices start from the device once known (the browser's subscription is read
              // after the first render), so a new device or none starts afresh.
              key={endpoint === undefined ? 'reading' : (mine?.id ?? 'none')}
              device={mine}
              ready={endpoint !== undefined}
              onChange={async (next) => {
                setEndpoint(next);
                await devices.mutate();
              }}
            />
            {others.length > 0 && <OtherDevices devices={others} onRemoved={() => void devices.mutate()} />}
          </div>
        );
      }}
    </Loaded>
  );
}

function TopicChoices({
  chosen,
  disabled,
  onChange,
}: {
  chosen: readonly PushTopic[];
  disabled: boolean;
  onChange: (topics: PushTopic[]) => void;
}) {
  const t = useT();
  return (
    <fieldset className="push-topics" disabled={disabled}>
      <legend>{t('push.topics')}</legend>
      {PUSH_TOPIC_NAMES.map((topic) => (
        <label key={topic} className="push-topic">
          <input
            type="checkbox"
            checked={chosen.includes(topic)}
            onChange={(event) =>
              onChange(event.target.checked ? [...chosen, topic] : chosen.filter((other) => other !== topic))
            }
          />
          <span>{t(`push.topic.${topic}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function ThisDevice({
  device,
  ready,
  onChange,
}: {
  device: PushSubscription | undefined;
  ready: boolean;
  onChange: (endpoint: string | null) => Promise<void>;
}) {
  const locale = useLocale();
  const t = useT();
  const [topics, setTopics] = useState<PushTopic[]>(device?.topics ?? [...PUSH_TOPIC_NAMES]);
  // The browser's own refusals (permission, the push service) are said in the page's words.
  const failureText = (caught: unknown) =>
    caught instanceof DOMException || caught instanceof TypeError ? t('push.failed') : errorText(t, caught);
  const { busy, failure: error, run } = useAction(failureText);
  const state = support();

  const turnOn = () =>
    run(async () => {
      // Asked only now, because the player pressed the button.
      if ((await Notification.requestPermission()) !== 'granted') throw new DOMException('denied');
      const registration = await navigator.serviceWorker.ready;
      const { publicKey } = await api('GET /push/key');
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      });
      // A push subscription always has its endpoint and both keys.
      const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      await api('POST /push/subscriptions', { body: { ...json, topics, locale: locale as Locale } });
      await onChange(subscription.endpoint);
    });

  const turnOff = () =>
    run(async () => {
      if (device) await api('DELETE /push/subscriptions/{id}', { params: { id: device.id } });
      await (await browserSubscription())?.unsubscribe();
      await onChange(null);
    });

  const choose = (next: PushTopic[]) => {
    setTopics(next);
    if (device) {
      void run(async () => {
        await api('PUT /push/subscriptions/{id}', {
          params: { id: device.id },
          body: { topics: next, locale: locale as Locale },
        });
      });
    }
  };

  return (
    <section className="card push-device" aria-labelledby="push-this-device">
      <h2 id="push-this-device" className="section-title">
        {t('push.thisDevice')}
      </h2>
      {state === 'unsupported' ? (
        <p className="muted">{t('push.unsupported')}</p>
      ) : state === 'denied' ? (
        <p className="notice">{t('push.denied')}</p>
      ) : (
        <>
          <p className={device ? 'push-on' : 'muted'}>{t(device ? 'push.on' : 'push.off')}</p>
          <TopicChoices chosen={topics} disabled={busy || !ready} onChange={choose} />
          {device ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => void turnOff()}
            >
              {t('push.turnOff')}
            </button>
          ) : (
            <button
              type="button"
              className="button button-brand"
              disabled={busy || !ready || topics.length === 0}
              onClick={() => void turnOn()}
            >
              {t('push.turnOn')}
            </button>
          )}
        </>
      )}
      <FormError text={error} />
    </section>
  );
}

function OtherDevices({ devices, onRemoved }: { devices: PushSubscription[]; onRemoved: () => void }) {
  const locale = useLocale();
  const t = useT();
  const [error, setError] = useState('');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <section className="card" aria-labelledby="push-other-devices">
      <h2 id="push-other-devices" className="section-title">
        {t('push.otherDevices')}
      </h2>
      <ul className="push-devices">
        {devices.map((device) => (
          <li key={device.id}>
            <span className="push-device-name">
              {device.device ?? t('push.unknownDevice')}
              <span className="muted">
                {' '}
                · {t('push.since', { date: date.format(new Date(device.createdAt)) })}
              </span>
            </span>
            <button
              type="button"
              className="button button-secondary"
              onClick={() =>
                void api('DELETE /push/subscriptions/{id}', { params: { id: device.id } })
                  .then(onRemoved)
                  .catch((caught: unknown) => setError(errorText(t, caught)))
              }
            >
              {t('push.remove')}
            </button>
          </li>
        ))}
      </ul>
      <FormError text={error} />
    </section>
  );
}
