import type { HeaderModel, MenuGroup } from '../menu/types';
import type { DrawerKind } from '../stores/overlay';
import { describeAuthLinks, groupLabel } from './bar';
import { describeDialog } from './dialog';
import { describeDisclosure } from './disclosure';
import { el, type Markup, type MarkupElement } from './node';
import { describeGroupPanel } from './panel';
import { describeUserPanel, type UserPanelInput } from './user-panel';

/**
 * A small-screen drawer (330 px, at most the viewport): navigation from the start edge, account and preferences from
 * the end edge; a modal dialog (src/behaviour/dialog.ts) whose body holds `body`.
 */
export function describeDrawer(kind: DrawerKind, { t }: Pick<UserPanelInput, 't'>, ...body: Markup[]): MarkupElement {
  return describeDialog(
    {
      title: t(`drawer.${kind}`),
      closeLabel: t('common.close'),
      placement: kind === 'nav' ? 'start' : 'end',
      className: 'ex-drawer',
      part: 'drawer',
    },
    el('div', { class: 'ex-drawer__body', 'data-drawer': kind }, ...body),
  );
}

/** A menu group as an accordion section: its entries (the user menu's own parts for the user group). */
function groupSection(group: MenuGroup, input: UserPanelInput, open = false): MarkupElement {
  return describeDisclosure(
    { id: group.id, title: groupLabel(input, group), open },
    ...(group.id === 'user'
      ? [describeUserPanel(group as MenuGroup<'user'>, input)]
      : describeGroupPanel(group, input)),
  );
}

/** The navigation drawer: every nav menu of the model as an accordion section, closed. */
export function describeNavDrawer(model: HeaderModel, input: UserPanelInput): MarkupElement {
  return describeDrawer('nav', input, ...model.nav.map((group) => groupSection(group, input)));
}

/**
 * The account drawer: for a visitor, a welcome and log in / sign up; for a signed-in user, the account menus as
 * accordion sections, the user menu open.
 */
export function describeUserDrawer(model: HeaderModel, input: UserPanelInput): MarkupElement {
  if (model.auth)
    return describeDrawer(
      'user',
      input,
      el('p', { class: 'ex-drawer__intro' }, input.t('drawer.welcome')),
      describeAuthLinks(model.auth, input.t),
    );
  const groups = ([model.assets, model.orders, model.user] as (MenuGroup | null)[]).filter(
    (group): group is MenuGroup => group !== null,
  );
  return describeDrawer('user', input, ...groups.map((group) => groupSection(group, input, group.id === 'user')));
}
