/**
 * Every lazily loaded feature, declared once. The runtime of the ES-module build loads a feature through `load` (a
 * dynamic import its bundler splits off); the script-tag build (scripts/lib/script-features.mjs) reads `module` and
 * `exportName` from this table to build dist/features/<name>.js, and its core never imports this file (it loads
 * features as sibling scripts, src/features/load.script.ts). A component feature's props are its component's.
 */
export const FEATURES = {
  /**
   * The React views and their renderer. The ES-module build imports it with the elements (src/mount/install.ts);
   * the script-tag build paints the bar with plain DOM first and loads this right after (install.script.ts).
   */
  app: {
    module: 'src/mount/react-renderer.tsx',
    exportName: null,
    load: () => import('../mount/react-renderer'),
  },
  /** React's one panel: any open dropdown's contents (src/views/panel.ts), adopting what the plain bar drew. */
  'menu-panel': {
    module: 'src/components/panel/PanelContents.tsx',
    exportName: 'PanelContents',
    load: () => import('../components/panel/PanelContents').then((module) => ({ default: module.PanelContents })),
  },
  /**
   * A menu's entries drawn with plain DOM before React has loaded (script-tag build), React adopting them; and the
   * plain renderer's one driver of dialogs and drawers (src/plain/overlay-root.ts), which draws any declaration.
   */
  'plain-menu-panel': {
    module: 'src/plain/menu-panel.ts',
    exportName: null,
    load: () => import('../plain/menu-panel'),
  },
  // Each dialog and drawer, declared once (src/views/, `dialog-<name>`: src/stores/overlay.ts names them so): drawn
  // by either renderer's driver, loaded when the bar is idle or when one is asked for.
  'dialog-lang': {
    module: 'src/views/lang-dialog-script.ts',
    exportName: null,
    load: () => import('../views/lang-dialog-script'),
  },
  'dialog-theme': {
    module: 'src/views/theme-dialog.ts',
    exportName: null,
    load: () => import('../views/theme-dialog'),
  },
  'dialog-drawer': { module: 'src/views/drawer.ts', exportName: null, load: () => import('../views/drawer') },
  'dialog-security': {
    module: 'src/views/security-dialog.ts',
    exportName: null,
    load: () => import('../views/security-dialog'),
  },
  /** The page's toasts, drawn with plain DOM in either build (they are in no view's tree): loaded when one shows. */
  toasts: {
    module: 'src/plain/toasts.ts',
    exportName: null,
    load: () => import('../plain/toasts'),
  },
  /** The standalone dialogs and drawer drawn with plain DOM (script-tag build): on their first open. */
  'plain-standalone': {
    module: 'src/plain/standalone-overlay.ts',
    exportName: null,
    load: () => import('../plain/standalone-overlay'),
  },
  /** The account actions of the user menus (copy the UID, mode changes, logout), run on a click, whoever drew the entry. */
  'account-actions': {
    module: 'src/actions/account-actions.ts',
    exportName: null,
    load: () => import('../actions/account-actions'),
  },
  /**
   * React's one driver of every dialog and drawer (src/views/ declares them; their scripts carry the declarations),
   * and what lays one out ahead while React keeps it hidden (`warmOverlay`, src/views/lay-out-ahead.ts).
   */
  'overlay-dialog': {
    module: 'src/components/overlay/OverlayDialog.tsx',
    exportName: null,
    load: () => import('../components/overlay/OverlayDialog'),
  },
  /** Navigation documents: the reader and validator (valibot), the hosted one's fetch and cache. Only when a page gives one. */
  menus: {
    module: 'src/actions/menus-source.ts',
    exportName: null,
    load: () => import('../actions/menus-source'),
  },
  /** The checks a navigation document needs the menu tables for (ExHeader.checkMenus; the panels run them too). */
  'menus-check': {
    module: 'src/menu/document/check-tables.ts',
    exportName: null,
    load: () => import('../menu/document/check-tables'),
  },
  /** Every shared state and saved choice back to its defaults, between tests (the elements' resetState()). */
  reset: {
    module: 'src/actions/reset.ts',
    exportName: null,
    load: () => import('../actions/reset'),
  },
  /** The exchange API client (ofetch and the six calls): first needed after the first paint. A whole module. */
  api: {
    module: 'src/api/index.ts',
    exportName: null,
    load: () => import('../api'),
  },
} as const;
