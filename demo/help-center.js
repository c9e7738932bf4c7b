// The help-center demo page (demo/help-center.html): plain DOM, no framework, no inline scripts or styles.
// Like a CMS that updates pages in place, it routes the header's navigations itself: ex-navigate is prevented,
// the new path pushed, and popstate tells the elements to re-read it. Events are kept in window.exDemo.events.
(function () {
  'use strict';

  var demo = (window.exDemo = window.exDemo || { events: [] });
  ['ex-navigate', 'ex-locale-change', 'ex-unit-change', 'ex-theme-change'].forEach(function (type) {
    document.addEventListener(type, function (event) {
      demo.events.push({ type: type, detail: event.detail, time: Date.now() });
      if (type === 'ex-navigate') window.exDemoRoute(event);
      if (type === 'ex-locale-change' && event.detail) showLanguage(event.detail.locale);
      if (type === 'ex-theme-change' && event.detail) document.documentElement.dataset.theme = event.detail.theme;
    });
  });

  function showLanguage(locale) {
    if (locale) document.documentElement.lang = locale;
  }

  function wire() {
    var dialog = document.getElementById('language-dialog');
    var themeDialog = document.getElementById('theme-dialog');
    document.getElementById('open-language').addEventListener('click', function () {
      dialog.setAttribute('open', '');
    });
    document.getElementById('open-theme').addEventListener('click', function () {
      themeDialog.setAttribute('open', '');
    });
    // The page follows the elements' theme from the start (a saved choice or the system's).
    customElements.whenDefined('ex-header').then(function () {
      var header = document.querySelector('ex-header');
      if (header && header.theme) document.documentElement.dataset.theme = header.theme;
    });
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', wire);
  else wire();
})();
