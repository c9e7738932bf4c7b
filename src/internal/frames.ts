/** Calls back after the next frame has been painted; a page that gets no frames (a background tab) within 250 ms. */
export function afterNextFrame(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 250);
}
