/**
 * Where a field of the document is in its JSON text (for the JSON view's inline errors): the range of the value at a
 * path, else of the nearest enclosing value. Reads CodeMirror's JSON syntax tree.
 */
import type { SyntaxNode, Tree } from '@lezer/common';
import type { FieldPath } from '../model/warnings';

export interface Range {
  from: number;
  to: number;
}

const VALUES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

function children(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) out.push(child);
  return out;
}

export function rangeOf(tree: Tree, text: string, path: FieldPath): Range {
  let node: SyntaxNode | undefined = children(tree.topNode).find((child) => VALUES.has(child.name));
  let found: SyntaxNode | undefined = node;
  for (const step of path) {
    if (!node) break;
    let next: SyntaxNode | undefined;
    if (typeof step === 'number' && node.name === 'Array') {
      next = children(node).filter((child) => VALUES.has(child.name))[step];
    } else if (typeof step === 'string' && node.name === 'Object') {
      const property = children(node).find((child) => {
        const name = child.name === 'Property' ? child.getChild('PropertyName') : null;
        return name !== null && text.slice(name.from + 1, name.to - 1) === step;
      });
      // The property's name when its value is what is wrong: it is where the reader looks.
      next = property ? children(property).find((child) => VALUES.has(child.name)) : undefined;
    }
    node = next;
    if (node) found = node;
  }
  return found ? { from: found.from, to: found.to } : { from: 0, to: Math.min(text.length, 1) };
}
