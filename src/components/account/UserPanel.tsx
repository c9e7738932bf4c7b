import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { account as accountText } from '../../../locales/en.json';
import { addEnglish } from '../../i18n/i18n';
import type { MenuEntry, MenuGroup } from '../../menu/types';
import { $loggingOut, $user } from '../../stores/account';
import { qualifiedItemId } from '../../menu/item-id';
import { MenuPanel } from '../nav-menu/MenuPanel';
import { addStyles } from '../../internal/style-sheet';
import { useT } from '../use-t';
import css from './account.css?inline';
import { entryStyles } from '../nav-menu/entry-styles';
import { avatarUrl, initials } from './avatar';

// Loaded with the menu panels and drawers: the texts and styles they add for the user menu.
addEnglish({ account: accountText });
addStyles(entryStyles, css);

type OnAction = (entry: MenuEntry) => void;

const USER = { id: 'user' };

export interface UserGroupParts {
  /** The user group without the entries this module draws itself (profile, session); null when nothing is left. */
  menu: MenuGroup<'user'> | null;
  copyUid: MenuEntry | null;
  vip: MenuEntry | null;
  logout: MenuEntry | null;
}

/** Splits the model's user group: the profile (UID) and session (logout) sections are drawn by this module. */
export function splitUserGroup(group: MenuGroup<'user'> | null): UserGroupParts {
  if (!group) return { menu: null, copyUid: null, vip: null, logout: null };
  const entries = group.sections.flatMap((section) => section.entries);
  const find = (id: string) => entries.find((entry) => entry.id === id) ?? null;
  const sections = group.sections.filter((section) => section.id !== 'profile' && section.id !== 'session');
  return {
    menu: sections.length > 0 ? { ...group, sections } : null,
    copyUid: find('copyUid'),
    vip: find('vip'),
    logout: find('logout'),
  };
}

const CopyIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </svg>
);

/** The picture when its URL is allowed (http(s) or same-site) and loads; the initials otherwise. */
function Avatar({ src, fallback }: { src: string | null; fallback: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src !== null && src !== failed ? src : null;
  return (
    <span className="ex-user__avatar" aria-hidden="true" data-avatar={url ? 'image' : 'initials'}>
      {url ? (
        <img
          src={url}
          alt=""
          width={40}
          height={40}
          referrerPolicy="no-referrer"
          decoding="async"
          onError={() => setFailed(url)}
        />
      ) : (
        fallback
      )}
    </span>
  );
}

/**
 * The user menu's header block: avatar, login name, UID with a copy button, and the VIP level when the VIP entry is
 * shown. Every user-supplied value renders as text.
 */
export function UserSummary({
  copyUid,
  vip,
  onAction,
}: {
  copyUid: MenuEntry | null;
  vip: MenuEntry | null;
  onAction: OnAction;
}) {
  const t = useT();
  const user = useStore($user);
  if (!user) return null;
  const uid = String(copyUid?.values?.uid ?? user.userId);
  const name = user.loginName?.trim() || uid;
  const level = vip?.values?.level ?? 0;
  return (
    <div className="ex-user" role="group" aria-label={t('account.summary')}>
      <Avatar src={avatarUrl(user.userAvatar)} fallback={initials(user.loginName, user.userId)} />
      <div className="ex-user__text">
        <p className="ex-user__line">
          <span className="ex-user__name" title={name}>
            {name}
          </span>
          {vip ? (
            <span className="ex-user__vip" data-vip-level={level}>
              {t('account.vipLevel', { level })}
            </span>
          ) : null}
        </p>
        <p className="ex-user__uid">
          <span>{t('account.uid')}</span>
          <span className="ex-user__uid-value" dir="ltr">
            {uid}
          </span>
          {copyUid ? (
            <button
              type="button"
              className="ex-user__copy"
              data-item-id={qualifiedItemId(USER, copyUid)}
              aria-label={t('account.copyUid', { uid })}
              title={t(copyUid.labelKey)}
              onClick={() => onAction(copyUid)}
            >
              <CopyIcon />
            </button>
          ) : null}
        </p>
      </div>
    </div>
  );
}

/** Logout, busy (and inert to further clicks) once the sequence has started. */
export function LogoutEntry({ entry, onAction }: { entry: MenuEntry; onAction: OnAction }) {
  const t = useT();
  const busy = useStore($loggingOut);
  return (
    <div className="ex-section ex-user__session">
      <ul className="ex-section__list">
        <li>
          <button
            type="button"
            className="ex-entry"
            data-item-id={qualifiedItemId(USER, entry)}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            onClick={() => {
              if (!busy) onAction(entry);
            }}
          >
            <span className="ex-entry__title">
              <span className="ex-entry__label">{t(busy ? 'account.loggingOut' : entry.labelKey)}</span>
              {busy ? <span className="ex-spinner" aria-hidden="true" /> : null}
            </span>
          </button>
        </li>
      </ul>
    </div>
  );
}

/** The user dropdown (258 px): the header block, the account entries, then logout. */
export function UserPanel({ group, onAction }: { group: MenuGroup<'user'>; onAction: OnAction }) {
  const { menu, copyUid, vip, logout } = splitUserGroup(group);
  return (
    <div className="ex-user-panel" data-menu-panel="user">
      <UserSummary copyUid={copyUid} vip={vip} onAction={onAction} />
      {menu ? <MenuPanel group={menu} onAction={onAction} /> : null}
      {logout ? <LogoutEntry entry={logout} onAction={onAction} /> : null}
    </div>
  );
}
