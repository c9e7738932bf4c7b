import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { createSecurityFlow } from '../../actions/security';
import { securityFormBehaviour } from '../../behaviour/security-form';
import { addStyles } from '../../internal/style-sheet';
import { describeSecurityDialog } from '../../markup/security-dialog';
import { useHost } from '../host';
import { DialogMarkup } from '../modal/Modal';
import { useText } from '../use-text';
import css from '../../styles/security.css?inline';

addStyles(css);

/**
 * The security-action dialog (src/markup/security-dialog.ts; its form's behaviour src/behaviour/security-form.ts);
 * the flow (src/actions/security.ts) holds the logic and starts when this mounts (the element keys it by action). A
 * failure closes it at once, before its toast is drawn.
 */
export function SecurityDialog({ action, onClose }: { action: string; onClose: () => void }) {
  const t = useText();
  const { emit } = useHost();
  const flow = useMemo(() => createSecurityFlow(), []);
  const state = useStore(flow.$state);
  // The flow starts once per mounted view: the element remounts it (key) when the action changes.
  const started = useRef({ action, emit, onClose });
  started.current.onClose = onClose;
  useEffect(() => {
    const { action: first, emit: send } = started.current;
    return flow.runWhileShown(first, send, () => flushSync(() => started.current.onClose()));
  }, [flow]);
  return (
    <DialogMarkup
      markup={describeSecurityDialog(t, state)}
      onClose={onClose}
      contents={(dialog, close) => securityFormBehaviour(dialog, { flow, emit, onVerified: close })}
    />
  );
}
