/**
 * Where a field of the document is in its JSON text (for the JSON view's inline errors): the range of the value at a
 * path, else of the nearest enclosing value. Reads CodeMirror's JSON syntax tree.
 */
import type { SyntaxNode, Tree } from '@lezer/common';
import type { FieldPath } from '../model/warnings';
import { childrenOf, propertyName, VALUE_NODES } from './json-tree';

export interface Range {
  from: number;
  to: number;
}

export function rangeOf(tree: Tree, text: string, path: FieldPath): Range {
  let node: SyntaxNode | undefined = childrenOf(tree.topNode).find((child) => VALUE_NODES.has(child.name));
  let found: SyntaxNode | undefined = node;
  for (const step of path) {
    if (!node) break;
    let next: SyntaxNode | undefined;
    if (typeof step === 'number' && node.name === 'Array') {
      next = childrenOf(node).filter((child) => VALUE_NODES.has(child.name))[step];
    } else if (typeof step === 'string' && node.name === 'Object') {
      const property = childrenOf(node).find((child) => propertyName(child, text) === step);
      // The property's name when its value is what is wrong: it is where the reader looks.
      next = property ? childrenOf(property).find((child) => VALUE_NODES.has(child.name)) : undefined;
    }
    node = next;
    if (node) found = node;
  }
  return found ? { from: found.from, to: found.to } : { from: 0, to: Math.min(text.length, 1) };
}
