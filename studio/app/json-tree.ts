/** Reading CodeMirror's JSON syntax tree: which nodes are values, a node's children, a property's name. */
import type { SyntaxNode } from '@lezer/common';

export const VALUE_NODES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

export function childrenOf(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) out.push(child);
  return out;
}

/** A `Property` node's name, without its quotes (null for any other node). */
export function propertyName(node: SyntaxNode, text: string): string | null {
  const name = node.name === 'Property' ? node.getChild('PropertyName') : null;
  return name ? text.slice(name.from + 1, name.to - 1) : null;
}
