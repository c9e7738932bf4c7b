import { account as accountText } from '../../locales/en.json';
import { avatarUrl, initials } from '../menu/avatar';
import { addEnglishTexts } from '../i18n/texts';
import { qualifiedItemId } from '../menu/item-id';
import type { MenuEntry, MenuGroup, User } from '../menu/types';
import { stroked } from './glyphs';
import { el, glyph, type MarkupElement } from './node';
import { describeSections, type PanelInput } from './panel';

// The user menu's English texts come with the panels that draw it, not with the bar.
addEnglishTexts({ account: accountText });

/** What the user menu is described from besides its group: the signed-in user and whether logout has started. */
export interface UserPanelInput extends PanelInput {
  user: User | null;
  loggingOut: boolean;
}

const USER = { id: 'user' };

const COPY = stroked(16, [
  ['rect', { x: '9', y: '9', width: '11', height: '11', rx: '2' }],
  ['path', { d: 'M5 15V6a2 2 0 0 1 2-2h9' }],
]);

interface UserGroupParts {
  /** The user group without the entries this panel draws itself (profile, session); null when nothing is left. */
  menu: MenuGroup<'user'> | null;
  copyUid: MenuEntry | null;
  vip: MenuEntry | null;
  logout: MenuEntry | null;
}

/** Splits the model's user group: the profile (UID) and session (logout) sections are drawn by the user panel. */
function splitUserGroup(group: MenuGroup<'user'> | null): UserGroupParts {
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

/**
 * The picture when its URL is allowed (http(s) or same-site), with the initials beside it: the image-fallback
 * behaviour (src/behaviour/broken-images.ts) shows the initials instead when it does not load.
 */
function avatar(user: User): MarkupElement {
  const url = avatarUrl(user.userAvatar);
  return el(
    'span',
    { class: 'ex-user__avatar', 'aria-hidden': 'true', 'data-avatar': url ? 'image' : 'initials' },
    url
      ? el('img', {
          src: url,
          alt: '',
          width: '40',
          height: '40',
          referrerpolicy: 'no-referrer',
          decoding: 'async',
        })
      : null,
    el('span', { class: 'ex-user__initials' }, initials(user.loginName, user.userId)),
  );
}

/**
 * The user menu's header block: avatar, login name, UID with a copy button, and the VIP level when the VIP entry is
 * shown. Every user-supplied value renders as text.
 */
function summary(user: User, { copyUid, vip }: UserGroupParts, { t }: PanelInput): MarkupElement {
  const uid = String(copyUid?.values?.uid ?? user.userId);
  const name = user.loginName?.trim() || uid;
  const level = vip?.values?.level ?? 0;
  return el(
    'div',
    { class: 'ex-user', role: 'group', 'aria-label': t('account.summary') },
    avatar(user),
    el(
      'div',
      { class: 'ex-user__text' },
      el(
        'p',
        { class: 'ex-user__line' },
        el('span', { class: 'ex-user__name', title: name }, name),
        vip
          ? el('span', { class: 'ex-user__vip', 'data-vip-level': String(level) }, t('account.vipLevel', { level }))
          : null,
      ),
      el(
        'p',
        { class: 'ex-user__uid' },
        el('span', {}, t('account.uid')),
        el('span', { class: 'ex-user__uid-value', dir: 'ltr' }, uid),
        copyUid
          ? el(
              'button',
              {
                type: 'button',
                class: 'ex-user__copy',
                'data-item-id': qualifiedItemId(USER, copyUid),
                'data-action': copyUid.action,
                'data-uid': uid,
                'aria-label': t('account.copyUid', { uid }),
                title: t(copyUid.labelKey),
              },
              glyph(COPY),
            )
          : null,
      ),
    ),
  );
}

/** Logout, busy (and inert to further clicks: aria-disabled) once the sequence has started. */
function logoutEntry(entry: MenuEntry, { t, loggingOut }: UserPanelInput): MarkupElement {
  return el(
    'div',
    { class: 'ex-section ex-user__session' },
    el(
      'ul',
      { class: 'ex-section__list' },
      el(
        'li',
        {},
        el(
          'button',
          {
            type: 'button',
            class: 'ex-entry',
            'data-item-id': qualifiedItemId(USER, entry),
            'data-action': entry.action,
            'aria-disabled': loggingOut ? 'true' : null,
            'aria-busy': loggingOut ? 'true' : null,
          },
          el(
            'span',
            { class: 'ex-entry__title' },
            el('span', { class: 'ex-entry__label' }, t(loggingOut ? 'account.loggingOut' : entry.labelKey)),
            loggingOut ? el('span', { class: 'ex-spinner', 'aria-hidden': 'true' }) : null,
          ),
        ),
      ),
    ),
  );
}

/** The user dropdown (258 px): the header block, the account entries, then logout. */
export function describeUserPanel(group: MenuGroup<'user'>, input: UserPanelInput): MarkupElement {
  const parts = splitUserGroup(group);
  return el(
    'div',
    { class: 'ex-user-panel', 'data-menu-panel': 'user' },
    input.user ? summary(input.user, parts, input) : null,
    parts.menu ? describeSections(parts.menu, input) : null,
    parts.logout ? logoutEntry(parts.logout, input) : null,
  );
}
