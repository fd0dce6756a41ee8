/** The link lists of the personal screens: each row an icon, the label, maybe a badge, a chevron. */
import type { ReactNode } from 'react';
import type { T } from '#client/i18n.ts';
import type { User } from '#shared/contract/account.ts';
import { paths } from '#shared/paths.ts';
import { TitledSection } from './TitledSection.tsx';
import { Icon, type IconName } from './Icon.tsx';

export interface LinkItem {
  href: string;
  /** Text, or a title over a summary (the protection tools). */
  label: ReactNode;
  icon: IconName;
  /** After the label ("Not set"). */
  badge?: ReactNode;
}

/** One link of a list. */
export function LinkRow({ item }: { item: LinkItem }) {
  return (
    <a className="pc-link" href={item.href}>
      <Icon name={item.icon} size={22} className="pc-link-icon" />
      <span className="pc-link-label">{item.label}</span>
      {item.badge}
      <Icon name="chevron" size={18} className="pc-chevron" />
    </a>
  );
}

/** A titled section of links; `children` are further items at its end (sign-out). */
export function LinkSection({
  id,
  title,
  items,
  children,
}: {
  id: string;
  title: string;
  items: LinkItem[];
  children?: ReactNode;
}) {
  return (
    <TitledSection id={id} title={title}>
      <ul className="list pc-links">
        {items.map((item) => (
          <li key={item.href}>
            <LinkRow item={item} />
          </li>
        ))}
        {children}
      </ul>
    </TitledSection>
  );
}

/** The links to change the login password and to set (or change) the transaction password. */
export function passwordLinks(t: T, user: User): [LinkItem, LinkItem] {
  return [
    { href: paths.passwordEdit, label: t('personal.changePassword'), icon: 'lock' },
    {
      href: paths.transactionPasswordEdit,
      label: user.hasTransactionPassword
        ? t('personal.changeTransactionPassword')
        : t('personal.setTransactionPassword'),
      icon: 'shield',
    },
  ];
}
