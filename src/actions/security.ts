import { atom } from 'nanostores';
import type { ApiError, SecurityOptions } from '../api';
import {
  ExSecurityFailEvent,
  ExSecurityVerifyEvent,
  ExSecuritySuccessEvent,
  type Emit,
  type SecurityFailDetail,
} from '../events';
import { security as securityText } from '../../locales/en.json';
import { addEnglish, i18n } from '../i18n/i18n';
import { api, type ApiModule } from '../stores/api';
import { $textLocale } from '../stores/locale';
import { showToast } from '../stores/toasts';

/**
 * The security-action flow (spec sections 4, 7, 8), one per <ex-security-dialog>: POST actionItems {action};
 * success (code absent, "00000", "200") gives the validation options and `ex-security-success`; any failure shows
 * an error toast (the server's msg, else a generic localized text), sends `ex-security-fail` and the dialog closes.
 */
export type SecurityStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface SecurityState {
  status: SecurityStatus;
  action: string;
  options: SecurityOptions | null;
  /** The biological (FIDO2) view is on; only ever true when options.canFido2 is. */
  fido2: boolean;
}

// The flow and its view load lazily: they bring the English texts of the dialog (src/i18n/i18n.ts, addEnglish).
addEnglish({ security: securityText });

const IDLE: SecurityState = { status: 'idle', action: '', options: null, fido2: false };

/** The API module is lazy (src/features), so its error class is recognised by name rather than imported. */
function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError';
}

/** The longest server message a failure shows or reports; a longer one is cut at a word and ends with '…'. */
export const MAX_FAILURE_MESSAGE_LENGTH = 200;

/** White space folded, and cut to MAX_FAILURE_MESSAGE_LENGTH characters (whole code points, at a word when it can). */
export function clipMessage(text: string, max = MAX_FAILURE_MESSAGE_LENGTH): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  const characters = [...folded];
  if (characters.length <= max) return folded;
  const cut = characters.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What a failure reports: the server's msg when it sent one (clipped), else a generic text in the page's language. */
export function describeFailure(error: unknown, action: string): SecurityFailDetail {
  const t = i18n.getFixedT($textLocale.get());
  if (!isApiError(error)) return { action, code: 'network', message: t('security.networkError') };
  const code = error.code ?? error.kind;
  if (error.kind === 'network' || error.kind === 'timeout')
    return { action, code, message: t('security.networkError') };
  const envelope = (error.cause as { data?: { msg?: unknown } } | undefined)?.data;
  const message =
    error.kind === 'business' ? error.message : typeof envelope?.msg === 'string' ? envelope.msg.trim() : '';
  return { action, code, message: clipMessage(message) || t('security.failed') };
}

export function createSecurityFlow(load: () => Promise<Pick<ApiModule, 'postSecurityActionItems'>> = api) {
  const $state = atom<SecurityState>(IDLE);
  let run = 0;

  /** Loads the options of `action`; a newer start or a cancel makes an older answer void. */
  async function start(action: string, emit: Emit): Promise<void> {
    const current = (run += 1);
    $state.set({ ...IDLE, status: 'loading', action });
    try {
      const options = await (await load()).postSecurityActionItems({ action });
      if (current !== run) return;
      $state.set({ status: 'ready', action, options, fido2: options.canFido2 === true });
      emit(new ExSecuritySuccessEvent({ action, options }));
    } catch (error) {
      if (current !== run) return;
      const failure = describeFailure(error, action);
      // 'failed' first: the element closes its dialog on it, so the toast is not drawn inside a closing modal.
      $state.set({ ...IDLE, status: 'failed', action });
      emit(new ExSecurityFailEvent(failure));
      showToast({ kind: 'error', message: failure.message });
    }
  }
  const cancel = (): void => {
    run += 1;
    $state.set(IDLE);
  };

  return {
    $state,
    start,
    /**
     * Runs for `action` while a dialog shows it (whoever drew it): `onFailed` closes the dialog, before the failure's
     * toast shows. Returns what ends it (a later answer is void).
     */
    runWhileShown(action: string, emit: Emit, onFailed: () => void): () => void {
      const stop = $state.listen((state) => state.status === 'failed' && onFailed());
      void start(action, emit);
      return () => {
        stop();
        cancel();
      };
    },
    /** Switching to biological turns it on only when canFido2 is true. */
    useFido2(): void {
      const state = $state.get();
      if (state.options?.canFido2 === true) $state.set({ ...state, fido2: true });
    },
    /** Switching to the original method turns the biological view off. */
    useOriginal(): void {
      $state.set({ ...$state.get(), fido2: false });
    },
    /**
     * The user confirmed: the host completes the verification (the spec names no verify call), so the dialog
     * hands it the method and the codes entered. Returns false when the options are not loaded yet.
     */
    submit(codes: Record<string, string>, emit: Emit): boolean {
      const state = $state.get();
      if (state.status !== 'ready' || !state.action) return false;
      emit(
        new ExSecurityVerifyEvent({
          action: state.action,
          method: state.fido2 ? 'fido2' : 'original',
          codes: state.fido2 ? {} : codes,
        }),
      );
      return true;
    },
    cancel,
  };
}

export type SecurityFlow = ReturnType<typeof createSecurityFlow>;
