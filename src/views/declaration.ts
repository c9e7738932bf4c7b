import type { ReadableAtom } from 'nanostores';
import { $userPanelInput } from '../markup/inputs';
import type { MarkupElement } from '../markup/node';
import type { ViewOptions } from '../protocol/overlay-options';
import type { HostHandle } from '../protocol/view';
import { $textLanguage } from '../stores/locale';
import type { DialogKind } from '../stores/overlay';
import type { ViewState, ViewStoreName } from './view-state';

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
 * A view in the page flow, in its element's inner root (<ex-lang-modal inline>'s picker), declared once in the script
 * that carries it (`export const flow`; the element names that script, src/protocol/overlay-options.ts `flow`). Each
 * renderer has one driver that draws any: the plain one (src/plain/flow-view.ts) and React's
 * (src/components/flow/FlowView.tsx), which adopts what the plain one drew.
 */
export interface FlowDeclaration<Reads extends ViewStoreName = ViewStoreName> {
  styles: readonly string[];
  /** The view stores it is drawn from: they, the theme, the texts and the element's own attributes redraw it. */
  reads: readonly Reads[];
  describe(state: Pick<ViewState, Reads>, handle: HostHandle): MarkupElement;
  /** What the reader does in it, on the element it draws; returns what stops it. */
  behaviour(drawn: HTMLElement, handle: HostHandle): () => void;
}
