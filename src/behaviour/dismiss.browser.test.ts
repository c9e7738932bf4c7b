// Escape and a press outside, with real input in Chromium, for an area inside a host's closed shadow root (where the
// document's listeners cannot see the area in an event's path).
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { dismissOnOutside } from './dismiss';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function areaInClosedRoot() {
  const host = document.createElement('div');
  const outside = document.createElement('button');
  outside.textContent = 'Outside';
  document.body.append(host, outside);
  const root = host.attachShadow({ mode: 'closed' });
  root.innerHTML =
    '<nav><button style="display:block;block-size:20px">Menu</button><p style="margin:0;block-size:20px">Entry</p></nav>';
  const area = root.querySelector('nav')!;
  let dismissed = 0;
  const stop = dismissOnOutside(area, () => (dismissed += 1));
  cleanups.push(
    stop,
    () => host.remove(),
    () => outside.remove(),
  );
  return { host, area, outside, stop, dismissed: () => dismissed };
}

describe('dismissOnOutside', () => {
  it('a press inside the area is not outside, though the document sees only the closed root’s host', async () => {
    const { host, dismissed } = areaInClosedRoot();
    // The test's clicks cannot name a node in a closed root either: they press where the button and the entry are.
    await userEvent.click(host, { position: { x: 10, y: 10 } });
    await userEvent.click(host, { position: { x: 10, y: 30 } });
    expect(dismissed()).toBe(0);
  });

  it('a press outside dismisses, and Escape anywhere (inside too)', async () => {
    const { area, outside, dismissed } = areaInClosedRoot();
    await userEvent.click(outside);
    expect(dismissed()).toBe(1);
    area.querySelector('button')!.focus();
    await userEvent.keyboard('{Escape}');
    expect(dismissed()).toBe(2);
    await userEvent.keyboard('a');
    expect(dismissed()).toBe(2);
  });

  it('stops listening when stopped', async () => {
    const { outside, stop, dismissed } = areaInClosedRoot();
    stop();
    await userEvent.click(outside);
    await userEvent.keyboard('{Escape}');
    expect(dismissed()).toBe(0);
  });
});
