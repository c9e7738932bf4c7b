// Runs right after <ex-header> is parsed: records whether the bar was already rendered then, and at the first frame.
(function () {
  const header = document.querySelector('ex-header');
  const rendered = () => Boolean(header && header.shadowRoot && header.shadowRoot.querySelector('[part~="bar"]'));
  window.exPerf = { renderedAfterParse: rendered(), renderedAtFirstFrame: null, firstFrameAt: null };
  requestAnimationFrame(function () {
    window.exPerf.renderedAtFirstFrame = rendered();
    window.exPerf.firstFrameAt = performance.now();
  });
})();
