import type { ReadableAtom } from 'nanostores';
import { $userPanelInput } from '../markup/inputs';
import type { MarkupElement } from '../markup/node';
import type { ViewOptions } from '../protocol/overlay-options';
import type { HostHandle } from '../protocol/view';
import { $textLanguage } from '../stores/locale';
import type { DialogKind } from '../stores/overlay';
import type { ViewReads, ViewState, ViewStoreName } from './view-state';

export type { ViewOptions };

/** Something a view follows: a change draws it again. */
export type Followed = ReadableAtom<unknown>;

/** One view shown once: what it draws from the state now, what redraws it, and what its contents do. */
export interface DialogView {
  /** The markup from the state now (null while what it needs is not there yet). */
  describe(): MarkupElement | null;
  /** What redraws it beyond the theme and the language, which always do. */
  follows: readonly Followed[];
  /** What its contents do beyond the dialog's own behaviour (src/behaviour/dialog.ts `contents`). */
  contents?: (dialog: HTMLDialogElement, close: () => void) => () => void;
  /** Runs once it is shown (a drawer announces the sections it shows open). */
  onOpen?: (dialog: HTMLDialogElement) => void;
  /** Runs while it is shown (the security dialog's flow), given how it closes; returns what stops it. */
  whileShown?: (close: () => void) => () => void;
  /** What its shape depends on beyond the state (the language dialog's width): one drawn ahead in another is not used. */
  shape?: string;
}

/**
 * A dialog or drawer, declared once, in its own file here (`export const dialog`), which is its own feature script
 * (`dialog-<name>`, src/features/table.ts; src/stores/overlay.ts lists the names): its styles, the view of one
 * showing, and how it is readied ahead beyond being drawn ahead. Each renderer has one driver that draws any
 * declaration: the plain one (src/plain/overlay-root.ts) and React's (src/components/overlay/OverlayDialog.tsx).
 * What opens one: a button naming it (`data-overlay-trigger`, `data-drawer`: src/behaviour/overlay-triggers.ts), or
 * an element showing it while `open` (elements/overlay-element.ts).
 */
export interface DialogDeclaration {
  styles: readonly string[];
  view(handle: HostHandle, kind: DialogKind, options: ViewOptions): DialogView;
  /** Before it is drawn ahead (the language dialog: its languages' own names' fonts found); returns what stops it. */
  beforeDrawnAhead?(shadowRoot: ShadowRoot, then: () => void): () => void;
}

/** What redraws a dialog's view, in either renderer: the theme and the texts (every dialog's), then what it follows. */
export const redrawnBy = (view: DialogView): readonly Followed[] => [$userPanelInput, $textLanguage, ...view.follows];

/**
 * A view in the page flow, in its element's inner root: the header's bar (src/views/bar.ts) and <ex-lang-modal
 * inline>'s picker (declared in the script that carries it, `export const flow`; the element names that script,
 * src/protocol/overlay-options.ts `flow`). Each renderer has one driver that draws any: the plain one
 * (src/plain/flow.ts) and React's (src/components/flow/DeclaredFlow.tsx), which adopts what the plain one drew.
 */
// (Without its type argument: a declaration reading any stores, as a driver takes one.)
export interface FlowDeclaration<Reads extends ViewStoreName = never> {
  /** Its styles, added by whoever loads its script (the bar's are the core's, there from the first paint). */
  styles?: readonly string[];
  /** The view stores it is drawn from: they, the theme, the texts and the element's own attributes redraw it. */
  reads: ViewReads<Reads>;
  /**
   * Before it is first drawn in an element (drawn there already, React adopting the nodes, it finds that done): what
   * it needs of the state. `measure`: the renderer may read the layout now (React, drawing in the element's connect),
   * not in the plain first paint (before the frame's own layout).
   */
  begin?(handle: HostHandle, measure: boolean): void;
  describe(state: Pick<ViewState, Reads>, handle: HostHandle): MarkupElement;
  /** What the reader does in it, on the element it draws, attached as that is first drawn, before its paint. */
  behaviour(drawn: HTMLElement, handle: HostHandle): FlowBehaviour;
  /** The element's view is gone (removed, not handed from one renderer to the other): what it left on the element. */
  end?(handle: HostHandle): void;
}

export interface FlowBehaviour {
  /** Hears each draw, before its paint, the one it was attached on first: given the drawn element (the nav it follows may be another). */
  drawn?(drawn: HTMLElement): void;
  stop(): void;
}
