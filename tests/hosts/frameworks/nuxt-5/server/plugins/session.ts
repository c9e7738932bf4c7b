// The app's per-request options on Nitro 3, as the README says: a reader with the test's session cookie is signed in.
import { getCookie } from 'h3';
import { definePlugin } from 'nitro';
import { useNitroHooks } from 'nitro/app';

export default definePlugin(() => {
  useNitroHooks().hook('ex-header:options', (options, event) => {
    if (getCookie(event, 'host-session') === 'alice') options.user = { userId: '1001', loginName: 'alice@example.com' };
  });
});
