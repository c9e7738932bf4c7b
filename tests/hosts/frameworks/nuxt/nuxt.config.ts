// The test host's own config (its /api route is server/routes/api/[...path].ts).
export default defineNuxtConfig({
  compatibilityDate: '2025-07-15',
  devtools: { enabled: false },
  telemetry: false,
});
