/**
 * The entry to profile editing (`/personal/edit`): real name, phone number and USDT address
 * with their locked state (each is set once, then only support can change it), and
 * the ways to edit the profile and both passwords.
 */
import type { User } from '#shared/contract/account.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { paths } from '#shared/paths.ts';
import { supportHref } from '#shared/supportLink.ts';
import { Icon } from '../common/Icon.tsx';
import { LinkSection, passwordLinks } from '../common/LinkSection.tsx';
import { PlayerView } from './PlayerView.tsx';
import { dirOf, PROFILE_FIELDS, profileLabels, type ProfileField } from './profileFields.tsx';
import { TitledSection } from '../common/TitledSection.tsx';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';
import './personal.css';

interface Props {
  messages: IslandMessages;
  /** Customer service, from the site info. */
  supportUrl: string;
}

export default withIslandI18n(function ProfileSummary({ supportUrl }: Props) {
  return (
    <PlayerView>
      {(user) => (
        <div className="stack">
          <ProfileSection user={user} supportUrl={supportUrl} />
          <SecuritySection user={user} />
        </div>
      )}
    </PlayerView>
  );
});

/** The ways to change both passwords; a transaction password not set yet says so. */
function SecuritySection({ user }: { user: User }) {
  const t = useT();
  const [login, transaction] = passwordLinks(t, user);
  const notSet = <span className="badge badge-warn">{t('personal.notSet')}</span>;
  return (
    <LinkSection
      id="pc-security"
      title={t('personal.security')}
      items={[login, { ...transaction, badge: !user.hasTransactionPassword && notSet }]}
    />
  );
}

/** The three details with their locked state, and the way to fill in the rest (or to support). */
function ProfileSection({ user, supportUrl }: { user: User; supportUrl: string }) {
  const t = useT();
  const label = profileLabels(t);
  const allLocked = PROFILE_FIELDS.every((name) => user.locked[name]);
  const someLocked = PROFILE_FIELDS.some((name) => user.locked[name]);
  const network = user.cryptoNetwork ? t(`personal.network.${user.cryptoNetwork}`) : null;
  return (
    <TitledSection id="pc-profile" title={t('personal.profile')}>
      <dl className="card pc-fields">
        {PROFILE_FIELDS.map((name) => (
          <ProfileRow key={name} name={name} label={label[name]} user={user} />
        ))}
        {network && (
          <div>
            <dt>{t('personal.cryptoNetwork')}</dt>
            <dd>{network}</dd>
          </div>
        )}
      </dl>
      {!allLocked && someLocked && (
        <p className="muted pc-note">
          <Icon name="lock" size={14} /> {t('personal.lockedNote')}
        </p>
      )}
      <div className="pc-actions">
        {allLocked ? (
          <p className="notice">
            {t('personal.allLocked')}{' '}
            <a href={supportHref(supportUrl, { about: 'account' })}>{t('common.contactService')}</a>
          </p>
        ) : (
          <a className="button button-brand button-block" href={paths.profileEdit}>
            {user.realName || user.phoneNumber || user.cryptoAddress
              ? t('personal.completeProfile')
              : t('personal.editProfile')}
          </a>
        )}
      </div>
    </TitledSection>
  );
}

/** One detail: its label with "Locked" or "Can be set once", and its value (or "Not set"). */
function ProfileRow({ name, label, user }: { name: ProfileField; label: string; user: User }) {
  const t = useT();
  const value = user[name];
  return (
    <div>
      <dt>
        <span>{label}</span>
        {user.locked[name] ? (
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
          <span className={name === 'cryptoAddress' ? 'pc-address' : undefined} dir={dirOf(name)}>
            {value}
          </span>
        ) : (
          <span className="pc-unset">{t('personal.notSet')}</span>
        )}
      </dd>
    </div>
  );
}
