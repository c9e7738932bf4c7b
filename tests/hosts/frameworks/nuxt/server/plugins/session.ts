// The app's per-request options, as the README says: a reader with the test's session cookie is signed in.
export default defineNitroPlugin((nitroApp) => {
  nitroApp.hooks.hook('ex-header:options', (options, event) => {
    if (getCookie(event, 'host-session') === 'alice') options.user = { userId: '1001', loginName: 'alice@example.com' };
  });
});
