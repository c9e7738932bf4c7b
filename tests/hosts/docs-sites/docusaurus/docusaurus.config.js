// A documentation site on its own origin (the hosts tier serves it on 127.0.0.1; the exchange is www.example.com).
// docs/help-centers.md's lines for this file go where the marker is.
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Exchange Docs',
  url: 'https://help.example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  /* ex-header recipe */
  presets: [['classic', { docs: {}, blog: false }]],
  themeConfig: {
    navbar: { title: 'Exchange Docs', items: [{ to: '/docs/intro', label: 'Docs', position: 'left' }] },
  },
};
