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
  'menu-panel': {
    module: 'src/components/nav-menu/GroupPanel.tsx',
    exportName: 'GroupPanel',
    load: () => import('../components/nav-menu/GroupPanel').then((module) => ({ default: module.GroupPanel })),
  },
  /** A menu's entries drawn with plain DOM before React has loaded (script-tag build); React adopts them. */
  'plain-menu-panel': {
    module: 'src/first-paint/menu-panel.ts',
    exportName: null,
    load: () => import('../first-paint/menu-panel'),
  },
  /** The language dialog drawn with plain DOM before React has loaded (script-tag build): loaded when asked for. */
  'plain-lang-dialog': {
    module: 'src/first-paint/lang-dialog.ts',
    exportName: null,
    load: () => import('../first-paint/lang-dialog'),
  },
  /** The page's toasts drawn with plain DOM before React has loaded (script-tag build): loaded when one shows. */
  'plain-toasts': {
    module: 'src/first-paint/toasts.ts',
    exportName: null,
    load: () => import('../first-paint/toasts'),
  },
  /** The standalone dialogs and drawer drawn with plain DOM (script-tag build): on their first open. */
  'plain-standalone': {
    module: 'src/first-paint/standalone-overlay.ts',
    exportName: null,
    load: () => import('../first-paint/standalone-overlay'),
  },
  /** The security dialog drawn with plain DOM, its flow included (script-tag build): when an element opens it. */
  'plain-security': {
    module: 'src/first-paint/security-dialog.ts',
    exportName: null,
    load: () => import('../first-paint/security-dialog'),
  },
  /** The page's toasts, drawn by React (the first element that draws them renders them). */
  toasts: {
    module: 'src/components/toast/ToastViewport.tsx',
    exportName: 'ToastViewport',
    load: () => import('../components/toast/ToastViewport').then((module) => ({ default: module.ToastViewport })),
  },
  /** The account actions of the user menus (copy the UID, mode changes, logout), run on a click, whoever drew the entry. */
  'account-actions': {
    module: 'src/actions/account-actions.ts',
    exportName: null,
    load: () => import('../actions/account-actions'),
  },
  'download-panel': {
    module: 'src/components/download/DownloadPanel.tsx',
    exportName: 'DownloadPanel',
    load: () => import('../components/download/DownloadPanel').then((module) => ({ default: module.DownloadPanel })),
  },
  'lang-modal': {
    module: 'src/components/lang-modal/LangModal.tsx',
    exportName: 'LangModal',
    load: () => import('../components/lang-modal/LangModal').then((module) => ({ default: module.LangModal })),
  },
  'theme-modal': {
    module: 'src/components/theme-modal/ThemeModal.tsx',
    exportName: 'ThemeModal',
    load: () => import('../components/theme-modal/ThemeModal').then((module) => ({ default: module.ThemeModal })),
  },
  /** The small-screen drawers (nav, user, preferences). */
  drawer: {
    module: 'src/components/drawer/Drawer.tsx',
    exportName: 'Drawer',
    load: () => import('../components/drawer/Drawer').then((module) => ({ default: module.Drawer })),
  },
  'security-dialog': {
    module: 'src/components/security/SecurityDialog.tsx',
    exportName: 'SecurityDialog',
    load: () => import('../components/security/SecurityDialog').then((module) => ({ default: module.SecurityDialog })),
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
