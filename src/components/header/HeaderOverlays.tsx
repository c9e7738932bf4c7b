import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { FeatureSlot } from '../../features/FeatureSlot';
import { closeOverlay, overlayFor } from '../../stores/overlay';
import { useHost } from '../host';

/** The dialogs the header opens itself (language and theme), loaded on first use, inside its own shadow root. */
export function HeaderOverlays() {
  const { ownerId } = useHost();
  const open = useStore(useMemo(() => overlayFor(ownerId), [ownerId]));
  const close = () => closeOverlay(undefined, ownerId);
  if (open === 'lang') return <FeatureSlot name="lang-modal" onError={close} props={{}} />;
  if (open === 'theme') return <FeatureSlot name="theme-modal" onError={close} props={{}} />;
  return null;
}
