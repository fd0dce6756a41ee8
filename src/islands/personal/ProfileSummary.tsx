/**
 * The entry to profile editing (`/personal/edit`): real name, phone number and USDT address
 * with their locked state (SPEC.md §4: each is set once, then only support can change it), and
 * the ways to edit the profile and both passwords.
 */
import { useStore } from '@nanostores/react';
import { makeT, type T } from '#client/i18n.ts';
import { $jwt, $user } from '#client/session.ts';
import type { User } from '#shared/contract/account.ts';
import { useRemote } from '#client/useRemote.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { paths } from '#shared/paths.ts';
import { StateView } from '../common/StateView.tsx';
import { Icon } from './Icon.tsx';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import './personal.css';

interface Props {
  messages: IslandMessages;
  /** Customer service, from the site info. */
  supportUrl: string;
}

export default function ProfileSummary({ messages, supportUrl }: Props) {
  const t = makeT(messages);
  const mounted = useHydrated();
  const jwt = useStore($jwt);
  const signedIn = mounted && jwt !== '';
  const { data, error, isLoading, slow, mutate } = useRemote<User>(signedIn ? ['/customer'] : null, {
    onSuccess: (fresh) => $user.set(fresh),
  });

  if (!mounted) return <StateView t={t} isLoading onRetry={() => undefined} />;
  if (!signedIn) return <SignInPrompt t={t} />;
  if (!data) {
    return <StateView t={t} isLoading={isLoading} slow={slow} error={error} onRetry={() => void mutate()} />;
  }

  const allLocked = data.locked.realName && data.locked.phoneNumber && data.locked.cryptoAddress;
  const network = data.cryptoNetwork ? t(`personal.network.${data.cryptoNetwork}`) : null;

  return (
    <div className="stack">
      <section aria-labelledby="pc-profile">
        <h2 id="pc-profile" className="section-title">
          {t('personal.profile')}
        </h2>
        <dl className="card pc-fields">
          <ProfileRow
            t={t}
            label={t('personal.realName')}
            value={data.realName}
            locked={data.locked.realName}
          />
          <ProfileRow
            t={t}
            label={t('personal.phoneNumber')}
            value={data.phoneNumber}
            locked={data.locked.phoneNumber}
            ltr
          />
          <ProfileRow
            t={t}
            label={t('personal.cryptoAddress')}
            value={data.cryptoAddress}
            locked={data.locked.cryptoAddress}
            address
          />
          {network && (
            <div>
              <dt>{t('personal.cryptoNetwork')}</dt>
              <dd>{network}</dd>
            </div>
          )}
        </dl>
        {!allLocked && (data.locked.realName || data.locked.phoneNumber || data.locked.cryptoAddress) && (
          <p className="muted pc-note">
            <Icon name="lock" size={14} /> {t('personal.lockedNote')}
          </p>
        )}
        <div className="pc-actions">
          {allLocked ? (
            <p className="notice">
              {t('personal.allLocked')} <a href={supportUrl}>{t('common.contactService')}</a>
            </p>
          ) : (
            <a className="button button-brand button-block" href={paths.profileEdit}>
              {data.realName || data.phoneNumber || data.cryptoAddress
                ? t('personal.completeProfile')
                : t('personal.editProfile')}
            </a>
          )}
        </div>
      </section>

      <section aria-labelledby="pc-security">
        <h2 id="pc-security" className="section-title">
          {t('personal.security')}
        </h2>
        <ul className="list pc-links">
          <li>
            <a className="pc-link" href={paths.passwordEdit}>
              <Icon name="lock" size={22} className="pc-link-icon" />
              <span className="pc-link-label">{t('personal.changePassword')}</span>
              <Icon name="chevron" size={18} className="pc-chevron" />
            </a>
          </li>
          <li>
            <a className="pc-link" href={paths.transactionPasswordEdit}>
              <Icon name="shield" size={22} className="pc-link-icon" />
              <span className="pc-link-label">
                {data.hasTransactionPassword
                  ? t('personal.changeTransactionPassword')
                  : t('personal.setTransactionPassword')}
              </span>
              {!data.hasTransactionPassword && (
                <span className="badge badge-warn">{t('personal.notSet')}</span>
              )}
              <Icon name="chevron" size={18} className="pc-chevron" />
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}

interface RowProps {
  t: T;
  label: string;
  value: string | null;
  locked: boolean;
  /** Phone numbers read left to right in every language. */
  ltr?: boolean;
  address?: boolean;
}

function ProfileRow({ t, label, value, locked, ltr, address }: RowProps) {
  return (
    <div>
      <dt>
        <span>{label}</span>
        {locked ? (
          <span className="badge pc-badge-lock">
            <Icon name="lock" size={13} />
            {t('personal.locked')}
          </span>
        ) : (
          <span className="badge badge-warn">{t('personal.canSetOnce')}</span>
        )}
      </dt>
      <dd>
        {value ? (
          <span className={address ? 'pc-address' : undefined} dir={ltr || address ? 'ltr' : undefined}>
            {value}
          </span>
        ) : (
          <span className="pc-unset">{t('personal.notSet')}</span>
        )}
      </dd>
    </div>
  );
}
