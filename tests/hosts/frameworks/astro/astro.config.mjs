// The test host's own config: its dev server sends /api to the demo exchange API the hosts tier starts.
import { defineConfig } from 'astro/config';

export default defineConfig({
  telemetry: false,
  vite: { server: { proxy: { '/api': process.env.EX_DEMO_API ?? 'http://127.0.0.1:9' } } },
});
