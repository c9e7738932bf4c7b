// The test host's own config: its /api goes to the demo exchange API the hosts tier starts (EX_DEMO_API).
export default defineNuxtConfig({
  compatibilityDate: '2025-07-15',
  devtools: { enabled: false },
  telemetry: false,
  nitro: { routeRules: { '/api/**': { proxy: `${process.env.EX_DEMO_API ?? 'http://127.0.0.1:9'}/api/**` } } },
});
