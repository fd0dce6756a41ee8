/** The codes with their state, uses, expiry, note, inviter, creator and a Disable button. */
import { formatDateTimeForLocale, formatNumberForLocale } from '#i18n/format.ts';
import { DataTable, num, unseen } from '../kit/DataTable.tsx';
import { STATUS_BADGE, statusOf, type Invitation } from './invitation.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

interface TableProps {
  invitations: readonly Invitation[];
  /** The time expiry is judged against. */
  now: number;
  isAdmin: boolean;
  /** Who created each code (admins only: it comes from the audit log). */
  createdBy: ReadonlyMap<string, string>;
  /** Disable buttons are off until hydrated and while a call runs. */
  disabled: boolean;
  onDisable: (invitation: Invitation) => void;
}

export function InvitationTable(props: TableProps) {
  const t = useT();
  const { invitations, isAdmin } = props;
  return (
    <DataTable
      columns={[
        t('admin.invitations.code'),
        t('admin.invitations.status'),
        num(t('admin.invitations.uses')),
        t('admin.invitations.expires'),
        t('admin.invitations.note'),
        t('admin.invitations.inviter'),
        isAdmin && t('admin.invitations.createdBy'),
        t('admin.invitations.createdAt'),
        unseen(t('admin.invitations.actions')),
      ]}
    >
      {invitations.map((invitation) => (
        <InvitationRow key={invitation.code} {...props} invitation={invitation} />
      ))}
    </DataTable>
  );
}

function InvitationRow({
  now,
  isAdmin,
  createdBy,
  disabled,
  onDisable,
  invitation,
}: TableProps & { invitation: Invitation }) {
  const locale = useLocale();
  const t = useT();
  const status = statusOf(invitation, now);
  const date = (iso: string) => formatDateTimeForLocale(locale, iso);
  const uses = formatNumberForLocale(locale, invitation.uses);
  return (
    <tr>
      <th scope="row" className="console-code">
        {invitation.code}
      </th>
      <td>
        <span className={STATUS_BADGE[status]}>{t(`admin.invitations.status.${status}`)}</span>
      </td>
      <td className="num">
        {invitation.maxUses === null
          ? t('admin.invitations.usesUnlimited', { uses })
          : t('admin.invitations.usesOf', { uses, max: formatNumberForLocale(locale, invitation.maxUses) })}
      </td>
      <td>{invitation.expiresAt ? date(invitation.expiresAt) : t('admin.invitations.never')}</td>
      <td>{invitation.note ?? ''}</td>
      <td>{invitation.inviterUserId ?? '—'}</td>
      {isAdmin && <td>{createdBy.get(invitation.code) ?? t('admin.invitations.system')}</td>}
      <td className="console-nowrap">{date(invitation.createdAt)}</td>
      <td>
        {!invitation.disabled && (
          <button
            type="button"
            className="button button-danger button-small"
            disabled={disabled}
            onClick={() => onDisable(invitation)}
          >
            {t('admin.invitations.disable')}
            <span className="visually-hidden"> {invitation.code}</span>
          </button>
        )}
      </td>
    </tr>
  );
}
