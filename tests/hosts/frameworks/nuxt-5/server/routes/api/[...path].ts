// The test host's own API route on Nitro 3 (H3 2, imported: Nuxt 5 has no auto-imports for it): the demo exchange
// API the hosts tier starts (EX_DEMO_API), behind /api.
import { defineHandler, proxyRequest } from 'h3';

export default defineHandler((event) =>
  proxyRequest(event, `${process.env.EX_DEMO_API}${event.url.pathname}${event.url.search}`),
);
