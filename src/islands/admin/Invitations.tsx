/**
 * Invitation codes: the list with uses, expiry and state; creating a code (maximum uses,
 * expiry, note) shows the new code; disabling one asks first.
 */
import { useState, type SubmitEvent } from 'react';
import { makeT, type T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import type { Page } from '#shared/contract/common.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { formatDateTimeForLocale, formatNumberForLocale } from '#i18n/format.ts';
import { Dialog } from '../common/Dialog.tsx';
import { Field } from '../common/Field.tsx';
import { StateView } from '../common/StateView.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { Failure, fieldsOf, fieldText } from './kit/errors.tsx';
import { gateView, useStaffGate } from './kit/gate.tsx';
import { useAdminData } from './kit/data.ts';
import './console.css';

interface Invitation {
  code: string;
  inviterUserId: string | null;
  maxUses: number | null;
  uses: number;
  expiresAt: string | null;
  disabled: boolean;
  note: string | null;
  createdAt: string;
}

interface AuditEntry {
  staffUsername: string;
  targetId: string | null;
}

interface Props {
  messages: IslandMessages;
  locale: string;
}

type Status = 'active' | 'disabled' | 'expired' | 'usedUp';

function statusOf(invitation: Invitation, now: number): Status {
  if (invitation.disabled) return 'disabled';
  if (invitation.expiresAt && new Date(invitation.expiresAt).getTime() <= now) return 'expired';
  if (invitation.maxUses !== null && invitation.uses >= invitation.maxUses) return 'usedUp';
  return 'active';
}

const STATUS_BADGE: Record<Status, string> = {
  active: 'badge badge-good',
  disabled: 'badge badge-bad',
  expired: 'badge badge-warn',
  usedUp: 'badge badge-warn',
};

export default function Invitations({ messages, locale }: Props) {
  const t = makeT(messages);
  const gate = useStaffGate('invitations');
  return gateView(t, gate) ?? <InvitationsPage t={t} locale={locale} isAdmin={gate.isAdmin} />;
}

function InvitationsPage({ t, locale, isAdmin }: { t: T; locale: string; isAdmin: boolean }) {
  const hydrated = useHydrated();
  const list = useAdminData<Invitation[]>(['/invitations']);
  // Who created a code is in the audit log, which only admins may read.
  const creators = useAdminData<Page<AuditEntry>>(
    isAdmin ? ['/audit', { action: 'invitation.create', pageSize: 100 }] : null,
  );
  const createdBy = new Map((creators.data?.list ?? []).map((e) => [e.targetId ?? '', e.staffUsername]));

  const [maxUses, setMaxUses] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [note, setNote] = useState('');
  const [formErrors, setFormErrors] = useState<Record<string, string | undefined>>({});
  const [createError, setCreateError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<string>('');
  const [copied, setCopied] = useState(false);
  const [toDisable, setToDisable] = useState<Invitation | null>(null);
  const [disableError, setDisableError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  // Expiry is judged against the time the page opened (and refreshed after each action).
  const [now, setNow] = useState(() => Date.now());

  const date = (iso: string) => formatDateTimeForLocale(locale, iso);

  async function create(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: Record<string, string | undefined> = {};
    const uses = maxUses.trim();
    if (uses && (!/^\d+$/.test(uses) || Number(uses) < 1 || Number(uses) > 1_000_000))
      errors.maxUses = t('admin.invitations.maxUsesInvalid');
    const expiry = expiresAt ? new Date(expiresAt) : null;
    if (expiry && (Number.isNaN(expiry.getTime()) || expiry.getTime() <= Date.now()))
      errors.expiresAt = t('admin.invitations.expiresPast');
    setFormErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    setCreateError(null);
    setCreated('');
    setNotice('');
    try {
      const invitation = await adminApi<Invitation>('/invitations', {
        body: {
          ...(uses ? { maxUses: Number(uses) } : {}),
          ...(expiry ? { expiresAt: expiry.toISOString() } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        },
      });
      setCreated(invitation.code);
      setCopied(false);
      setMaxUses('');
      setExpiresAt('');
      setNote('');
      setNow(Date.now());
      await Promise.all([list.mutate(), creators.mutate()]);
    } catch (error) {
      const fields = fieldsOf(error);
      setFormErrors({
        maxUses: fieldText(t, fields.maxUses),
        expiresAt: fieldText(t, fields.expiresAt),
        note: fieldText(t, fields.note),
      });
      setCreateError(error);
    } finally {
      setBusy(false);
    }
  }

  async function disable() {
    if (!toDisable) return;
    setBusy(true);
    setDisableError(null);
    try {
      await adminApi<Invitation>(`/invitations/${encodeURIComponent(toDisable.code)}/disable`, {
        method: 'POST',
      });
      setNotice(t('admin.invitations.disabledNotice', { code: toDisable.code }));
      setToDisable(null);
      setNow(Date.now());
      await list.mutate();
    } catch (error) {
      setDisableError(error);
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(created);
      setCopied(true);
    } catch {
      // The code stays on screen to copy by hand.
    }
  }

  const invitations = list.data ?? [];
  return (
    <div className="stack">
      <section className="card" aria-labelledby="invitation-create">
        <h2 id="invitation-create" className="section-title">
          {t('admin.invitations.createTitle')}
        </h2>
        <form className="console-form-row" onSubmit={create} noValidate>
          <Field
            id="invitation-max-uses"
            label={t('admin.invitations.maxUses')}
            hint={t('admin.invitations.maxUsesHint')}
            inputMode="numeric"
            value={maxUses}
            onChange={(e) => setMaxUses(e.target.value)}
            error={formErrors.maxUses}
          />
          <Field
            id="invitation-expires"
            type="datetime-local"
            label={t('admin.invitations.expiresAt')}
            hint={t('admin.invitations.expiresHint')}
            value={expiresAt}
            onChange={(e) => setExpiresAt(e.target.value)}
            error={formErrors.expiresAt}
          />
          <Field
            id="invitation-note"
            label={t('admin.invitations.note')}
            maxLength={200}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={formErrors.note}
          />
          <div className="console-form-action">
            <button type="submit" className="button button-brand" disabled={!hydrated || busy}>
              {t('admin.invitations.create')}
            </button>
          </div>
        </form>
        <Failure t={t} error={createError} />
        <div role="status">
          {created && (
            <div className="notice console-new-code">
              <span>{t('admin.invitations.created')}</span>
              <strong className="console-code">{created}</strong>
              <button type="button" className="button button-secondary button-small" onClick={copy}>
                {copied ? t('common.copied') : t('common.copy')}
              </button>
            </div>
          )}
          {notice && <p className="notice">{notice}</p>}
        </div>
      </section>

      <h2 className="section-title">{t('admin.invitations.listTitle')}</h2>
      <StateView
        t={t}
        isLoading={!list.data && list.isLoading}
        slow={list.slow}
        error={list.data ? null : list.error}
        empty={invitations.length === 0}
        onRetry={() => void list.mutate()}
      >
        <div className="table-scroll">
          <table className="data">
            <thead>
              <tr>
                <th scope="col">{t('admin.invitations.code')}</th>
                <th scope="col">{t('admin.invitations.status')}</th>
                <th scope="col" className="num">
                  {t('admin.invitations.uses')}
                </th>
                <th scope="col">{t('admin.invitations.expires')}</th>
                <th scope="col">{t('admin.invitations.note')}</th>
                <th scope="col">{t('admin.invitations.inviter')}</th>
                {isAdmin && <th scope="col">{t('admin.invitations.createdBy')}</th>}
                <th scope="col">{t('admin.invitations.createdAt')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('admin.invitations.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invitations.map((invitation) => {
                const status = statusOf(invitation, now);
                return (
                  <tr key={invitation.code}>
                    <th scope="row" className="console-code">
                      {invitation.code}
                    </th>
                    <td>
                      <span className={STATUS_BADGE[status]}>{t(`admin.invitations.status.${status}`)}</span>
                    </td>
                    <td className="num">
                      {invitation.maxUses === null
                        ? t('admin.invitations.usesUnlimited', {
                            uses: formatNumberForLocale(locale, invitation.uses),
                          })
                        : t('admin.invitations.usesOf', {
                            uses: formatNumberForLocale(locale, invitation.uses),
                            max: formatNumberForLocale(locale, invitation.maxUses),
                          })}
                    </td>
                    <td>
                      {invitation.expiresAt ? date(invitation.expiresAt) : t('admin.invitations.never')}
                    </td>
                    <td>{invitation.note ?? ''}</td>
                    <td>{invitation.inviterUserId ?? '—'}</td>
                    {isAdmin && <td>{createdBy.get(invitation.code) ?? t('admin.invitations.system')}</td>}
                    <td className="console-nowrap">{date(invitation.createdAt)}</td>
                    <td>
                      {!invitation.disabled && (
                        <button
                          type="button"
                          className="button button-danger button-small"
                          disabled={!hydrated || busy}
                          onClick={() => {
                            setDisableError(null);
                            setToDisable(invitation);
                          }}
                        >
                          {t('admin.invitations.disable')}
                          <span className="visually-hidden"> {invitation.code}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </StateView>

      {toDisable && (
        <Dialog
          open
          title={t('admin.invitations.disableTitle', { code: toDisable.code })}
          onClose={() => setToDisable(null)}
          actions={
            <>
              <button type="button" className="button button-secondary" onClick={() => setToDisable(null)}>
                {t('common.cancel')}
              </button>
              <button type="button" className="button button-danger" disabled={busy} onClick={disable}>
                {t('admin.invitations.disableConfirm')}
              </button>
            </>
          }
        >
          <p>{t('admin.invitations.disableBody', { uses: toDisable.uses })}</p>
          <Failure t={t} error={disableError} />
        </Dialog>
      )}
    </div>
  );
}
