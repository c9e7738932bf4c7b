// demo/csp.html's only script (external, as the policy demands). Loaded before the header, it records every
// Content-Security-Policy violation in window.exCspViolations and lists it on the page.
(function () {
  'use strict';
  var violations = (window.exCspViolations = window.exCspViolations || []);
  var list = null;
  var status = null;

  function render(entry) {
    if (!list) return;
    var item = document.createElement('li');
    item.textContent =
      entry.directive + ' blocked ' + (entry.blockedURI || '(inline)') + (entry.sample ? ': ' + entry.sample : '');
    list.append(item);
    status.className = 'status error';
    status.textContent = violations.length + (violations.length === 1 ? ' violation' : ' violations');
  }

  document.addEventListener('securitypolicyviolation', function (event) {
    var entry = {
      directive: event.effectiveDirective || event.violatedDirective,
      blockedURI: event.blockedURI,
      sample: event.sample,
      source: event.sourceFile ? event.sourceFile + ':' + event.lineNumber : '',
    };
    violations.push(entry);
    render(entry);
  });

  // The page follows the header's theme when the user switches it.
  document.addEventListener('ex-theme-change', function (event) {
    var theme = event.detail && event.detail.theme;
    if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
  });

  document.addEventListener('DOMContentLoaded', function () {
    list = document.getElementById('csp-violations');
    status = document.getElementById('csp-status');
    violations.forEach(render);
  });
})();
