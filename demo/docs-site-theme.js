// The docs site's own theme (what Docusaurus's and Starlight's head scripts do): the saved choice, else the system's,
// on <html data-theme> before the body is parsed.
(function () {
  var saved = null;
  try {
    saved = localStorage.getItem('docs-site-theme');
  } catch {
    saved = null;
  }
  var dark = saved ? saved === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
})();
