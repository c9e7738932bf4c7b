// Included at the end of every perf page (the static header's and ex-header's alike): the time of the first frame in
// which the bar exists, the same way for both, and the long tasks seen. `npm run bench` reads window.exRendered.
(function () {
  const state = { barAt: null, longTasks: [] };
  window.exRendered = state;
  try {
    new PerformanceObserver(function (list) {
      for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: the bench reports none.
  }
  function present() {
    if (document.querySelector('header.bar')) return true;
    const header = document.querySelector('ex-header');
    return Boolean(header && header.shadowRoot && header.shadowRoot.querySelector('[part~="bar"]'));
  }
  (function frame() {
    requestAnimationFrame(function (time) {
      if (present()) state.barAt = time;
      else frame();
    });
  })();
})();
