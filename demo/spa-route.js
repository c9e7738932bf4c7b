// What a single-page app does with the header's cancelable ex-navigate: route same-site links itself with
// pushState (and a popstate so the header re-reads the path); new windows and other sites are left to the header.
window.exDemoRoute = function exDemoRoute(event) {
  var detail = event.detail || {};
  if (!event.cancelable || !detail.href || detail.newWindow) return false;
  var target;
  try {
    target = new URL(detail.href, location.href);
  } catch {
    return false;
  }
  if (target.origin !== location.origin) return false;
  event.preventDefault();
  history.pushState(null, '', target.pathname + target.search + target.hash);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  return true;
};
