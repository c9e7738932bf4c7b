import { correction, generate } from 'lean-qr/nano';

export interface QrPath {
  /** Modules per side, without the quiet zone. */
  modules: number;
  /** One SVG path drawing every dark module as a unit square. */
  d: string;
}

/** Encodes text as a QR code (error correction at least M, smallest version that fits) and returns it as an SVG path. */
export function qrPath(text: string): QrPath {
  const code = generate(text, { minCorrectionLevel: correction.M });
  let d = '';
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size; x += 1) {
      if (code.get(x, y)) d += `M${x} ${y}h1v1h-1z`;
    }
  }
  return { modules: code.size, d };
}
