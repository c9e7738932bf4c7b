import { loadFeature } from '#load-feature';
import { whenIdle } from '../internal/idle';

/**
 * When the browser is next idle: the menu model (features/menu-model.js, no React), and with it the signed-in user's
 * account data it shows (trader-pro check, rewards; each call once per page, src/actions/account-data.ts), so a menu
 * has them when it opens, however it is drawn. Once per page.
 */
let requested = false;
export function loadMenuModelWhenIdle(): void {
  if (requested) return;
  requested = true;
  whenIdle(() =>
    loadFeature('menu-model').then(
      (module) => module.provideMenuModel(),
      () => undefined,
    ),
  );
}
