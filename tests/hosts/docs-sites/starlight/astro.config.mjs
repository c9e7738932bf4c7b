// A documentation site on its own origin (the hosts tier serves it on 127.0.0.1; the exchange is www.example.com).
// docs/help-centers.md's lines for this file go where the marker is.
import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';
/* ex-header recipe: imports */

export default defineConfig({
  integrations: [
    starlight({
      title: 'Exchange Docs',
      /* ex-header recipe: plugins */
      sidebar: [{ label: 'Guide', items: [{ slug: 'guide/fees' }, { slug: 'guide/withdrawals' }] }],
    }),
  ],
});
