import { useMemo } from 'react';
import { QR_SIZE_PX } from '../../constants';
import { qrPath } from './qr-path';

const QUIET_ZONE = 4;

/** A scannable QR code: always dark modules on white with the standard 4-module quiet zone, in both themes. */
export function QrCode({ text, label, size = QR_SIZE_PX }: { text: string; label: string; size?: number }) {
  const { modules, d } = useMemo(() => qrPath(text), [text]);
  const span = modules + QUIET_ZONE * 2;
  return (
    <svg
      className="ex-qr"
      part="qr"
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${span} ${span}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={span} height={span} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
