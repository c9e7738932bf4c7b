// The test host's own config: its API is the demo exchange API the hosts tier starts (EX_DEMO_API).
export default {
  turbopack: { root: import.meta.dirname },
  async rewrites() {
    return [{ source: '/api/:path*', destination: `${process.env.EX_DEMO_API}/api/:path*` }];
  },
};
