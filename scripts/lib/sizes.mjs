// Size helpers shared by the build summary and the size check: gzip at level 9, sizes in KiB.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export const KIB = 1024;

/** Raw and gzip byte counts of a file. */
export function fileSizes(path) {
  const bytes = readFileSync(path);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

export function kib(bytes) {
  return `${(bytes / KIB).toFixed(2)} KiB`;
}

/** Plain-text table: first column left-aligned, the others right-aligned. */
export function table(header, rows) {
  const all = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}
