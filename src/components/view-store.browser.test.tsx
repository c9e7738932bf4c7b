// Adopting nodes drawn before React while the state moves on: the first render shows what the nodes show, the
// change follows as an update on the same nodes (attributes included, which hydrating alone never corrects).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { $pickerViews, FRESH_PICKER } from '../stores/picker';
import { viewStateNow } from '../views/view-state';
import { DrawnContext, useViewState } from './view-store';

/** Shows which elements' language pickers have a view state (a store with no side effects of its own). */
function Owners() {
  const owners = Object.keys(useViewState({ pickerViews: $pickerViews }).pickerViews).join() || 'none';
  return <p data-owners={owners}>{owners}</p>;
}

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  $pickerViews.set({});
});

async function until(check: () => boolean): Promise<void> {
  for (let tries = 0; tries < 100 && !check(); tries += 1) await new Promise(requestAnimationFrame);
}

describe('useViewState', () => {
  it('adopts nodes drawn from the state before a change, then shows the change on the same nodes', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p data-owners="none">none</p>';
    document.body.append(container);
    const drawn = container.firstElementChild!;
    const shown = viewStateNow();
    $pickerViews.set({ 'ex-lang-modal-1': FRESH_PICKER });
    const recoverable = vi.fn();
    roots.push(
      hydrateRoot(
        container,
        <DrawnContext.Provider value={{ state: shown }}>
          <Owners />
        </DrawnContext.Provider>,
        { onRecoverableError: recoverable },
      ),
    );
    await until(() => drawn.getAttribute('data-owners') !== 'none');
    expect(container.firstElementChild).toBe(drawn);
    expect(drawn.getAttribute('data-owners')).toBe('ex-lang-modal-1');
    expect(drawn.textContent).toBe('ex-lang-modal-1');
    expect(Object.keys(drawn).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('without nodes to adopt, reads the store as it is', async () => {
    $pickerViews.set({ 'ex-lang-modal-2': FRESH_PICKER });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    root.render(<Owners />);
    await until(() => container.textContent !== '');
    expect(container.innerHTML).toBe('<p data-owners="ex-lang-modal-2">ex-lang-modal-2</p>');
    container.remove();
  });
});
