import type { SecurityFlow } from '../actions/security';
import type { Emit } from '../events';

/**
 * What the security dialog's form does, whoever drew it (src/markup/security-dialog.ts): submitting sends the codes
 * (or the FIDO2 choice) as ex-security-verify and, when the flow took them, `onVerified` (the dialog closes); the
 * method buttons switch between the FIDO2 view and the original codes. Returns the function that stops it.
 */
export function securityFormBehaviour(
  dialog: HTMLElement,
  { flow, emit, onVerified }: { flow: SecurityFlow; emit: Emit; onVerified: () => void },
): () => void {
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches('.ex-security__form')) return;
    event.preventDefault();
    const codes = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    if (flow.submit(codes, emit)) onVerified();
  };
  const onClick = (event: MouseEvent) => {
    const method = (event.target as Element | null)
      ?.closest?.('[data-security-method]')
      ?.getAttribute('data-security-method');
    if (method === 'fido2') flow.useFido2();
    else if (method === 'original') flow.useOriginal();
  };
  dialog.addEventListener('submit', onSubmit);
  dialog.addEventListener('click', onClick);
  return () => {
    dialog.removeEventListener('submit', onSubmit);
    dialog.removeEventListener('click', onClick);
  };
}
