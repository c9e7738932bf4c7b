// A documentation site on its own origin (the hosts tier serves it on 127.0.0.1; the exchange is www.example.com).
// docs/help-centers.md's lines for this file go where the marker is.
import { defineConfig } from 'vitepress';

export default defineConfig({
  title: 'Exchange Docs',
  outDir: '../dist',
  cleanUrls: true,
  /* ex-header recipe */
  themeConfig: {
    nav: [{ text: 'Guide', link: '/guide/fees' }],
    sidebar: [
      {
        text: 'Guide',
        items: [
          { text: 'Fees explained', link: '/guide/fees' },
          { text: 'Withdrawals', link: '/guide/withdrawals' },
        ],
      },
    ],
  },
});
