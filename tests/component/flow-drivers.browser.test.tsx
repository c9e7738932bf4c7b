// One declaration of a view in the page flow, two drivers: the plain one (src/plain/flow.ts, the script build's first
// paint) and React's (src/components/flow/DeclaredFlow.tsx) draw the same declaration into an element's inner root, the
// same way: its description, redrawn when a store it reads or the element's own attributes change, its behaviour
// attached as it is first drawn and told of each draw, and what it left on the element cleared when it goes.
import { map } from 'nanostores';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { DeclaredFlow } from '../../src/components/flow/DeclaredFlow';
import { HostContext } from '../../src/components/host';
import { el } from '../../src/markup/node';
import { paintFlow } from '../../src/plain/flow';
import type { HostHandle } from '../../src/protocol/view';
import { newRootElement } from '../../src/render/root-element';
import { $pickerViews, FRESH_PICKER } from '../../src/stores/picker';
import type { FlowDeclaration } from '../../src/views/declaration';
import { frames } from '../support/wait';

/** What the declaration's hooks heard, in order. */
let heard: string[] = [];

const declaration: FlowDeclaration<'pickerViews'> = {
  reads: { pickerViews: $pickerViews },
  begin: (_handle, measure) => void heard.push(`begin ${measure}`),
  describe: ({ pickerViews }, { ownerId, own }) =>
    el(
      'p',
      { class: 'probe', 'data-label': String(own.get().label ?? '') },
      pickerViews[ownerId]?.query.language ?? 'none',
    ),
  behaviour(drawn) {
    heard.push(`attached to ${drawn.className}`);
    return {
      drawn: (again) => void heard.push(`drawn "${again.textContent}"`),
      stop: () => void heard.push('stopped'),
    };
  },
  end: () => void heard.push('ended'),
};

/** Removes a view once: by the test, or after it. */
function remember(remove: () => void): () => void {
  let removed = false;
  const once = () => {
    if (!removed) remove();
    removed = true;
  };
  drawnViews.push(once);
  return once;
}

let next = 0;
function newHandle(): HostHandle {
  const host = document.createElement('div');
  host.attachShadow({ mode: 'open' });
  document.body.append(host);
  return { ownerId: `flow-test-${(next += 1)}`, own: map({}), emit: () => true, host, setLayout: () => undefined };
}

/** What removes each view a test drew (a view left drawn would go on drawing into the next test's record). */
const drawnViews: (() => void)[] = [];

/** Each driver: draws the declaration into the element's shadow root; returns what removes it. */
const DRIVERS = [
  {
    name: 'the plain flow driver',
    draw: (handle: HostHandle) => {
      const paint = paintFlow(handle, handle.host.shadowRoot!, declaration as FlowDeclaration);
      return remember(() => paint.dispose());
    },
  },
  {
    name: "React's flow driver",
    draw: (handle: HostHandle) => {
      const container = newRootElement(`${handle.host.localName}-root`);
      handle.host.shadowRoot!.append(container);
      const root = createRoot(container);
      flushSync(() =>
        root.render(
          <HostContext.Provider value={handle}>
            <DeclaredFlow declaration={declaration as FlowDeclaration} />
          </HostContext.Provider>,
        ),
      );
      return remember(() => {
        root.unmount();
        container.remove();
      });
    },
  },
];

const setQuery = (ownerId: string, language: string) =>
  $pickerViews.set({
    ...$pickerViews.get(),
    [ownerId]: { ...FRESH_PICKER, query: { ...FRESH_PICKER.query, language } },
  });

const probeIn = (handle: HostHandle) => handle.host.shadowRoot!.querySelector<HTMLElement>('.ex-root > .probe');

afterEach(() => {
  for (const remove of drawnViews.splice(0)) remove();
  $pickerViews.set({});
  heard = [];
  document.body.replaceChildren();
});

describe('a flow declaration, drawn by either driver', () => {
  for (const driver of DRIVERS) {
    describe(driver.name, () => {
      it('draws its description in the inner root, begun first, its behaviour attached as it is drawn', () => {
        const handle = newHandle();
        setQuery(handle.ownerId, 'deu');
        driver.draw(handle);
        expect(probeIn(handle)?.textContent).toBe('deu');
        expect(heard).toEqual([`begin ${driver.name !== 'the plain flow driver'}`, 'attached to probe', 'drawn "deu"']);
      });

      it("is drawn again, in place, when its element's entry of a store it reads or its own attribute changes", async () => {
        const handle = newHandle();
        driver.draw(handle);
        const probe = probeIn(handle)!;
        setQuery(handle.ownerId, 'fra');
        await frames(1);
        expect(probeIn(handle)).toBe(probe);
        expect(probe.textContent).toBe('fra');
        handle.own.setKey('label', 'wide');
        await frames(1);
        expect(probe.getAttribute('data-label')).toBe('wide');
        expect(heard.filter((each) => each.startsWith('drawn'))).toEqual([
          'drawn "none"',
          'drawn "fra"',
          'drawn "fra"',
        ]);
      });

      it('stops its behaviour and clears what it left on the element when it goes', () => {
        const handle = newHandle();
        const remove = driver.draw(handle);
        remove();
        expect(probeIn(handle)).toBeNull();
        expect(heard.slice(-2)).toEqual(['stopped', 'ended']);
      });
    });
  }

  it("React's driver draws a view again for its own element's entry of a store kept by element, not another's", async () => {
    const handle = newHandle();
    DRIVERS[1].draw(handle);
    setQuery('another-element', 'ita');
    await frames(1);
    expect(heard.filter((each) => each.startsWith('drawn'))).toEqual(['drawn "none"']);
  });
});
