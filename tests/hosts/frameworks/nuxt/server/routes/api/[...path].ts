// The test host's own API route: the demo exchange API the hosts tier starts (EX_DEMO_API), behind /api.
export default defineEventHandler((event) => proxyRequest(event, `${process.env.EX_DEMO_API}${event.path}`));
