/**
 * Reads an interface's members from its source (build-time only): each member's type as written and its doc comment
 * (the text, and `@default` as source text). The public types are declared once, with their docs, as TypeScript;
 * custom-elements.json, the framework typings and the README read them from there.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export interface MemberDocs {
  type: string;
  description: string;
  default?: string;
}

export function interfaceDocs(file: URL, name: string): Record<string, MemberDocs> {
  const source = ts.createSourceFile(file.pathname, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const declaration = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === name,
  );
  if (!declaration) throw new Error(`${file.pathname}: no interface ${name}`);
  const members: Record<string, MemberDocs> = {};
  for (const member of declaration.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const doc = ts.getJSDocCommentsAndTags(member).find(ts.isJSDoc);
    const comment = ts.getTextOfJSDocComment(doc?.comment)?.replace(/\s+/g, ' ').trim();
    if (!comment) throw new Error(`${file.pathname}: ${name}.${member.name.getText(source)} has no doc comment`);
    const defaultTag = doc?.tags?.find((tag) => tag.tagName.text === 'default');
    const defaultText = ts.getTextOfJSDocComment(defaultTag?.comment)?.trim();
    members[member.name.getText(source)] = {
      type: member.type.getText(source),
      description: comment,
      ...(defaultText ? { default: defaultText } : {}),
    };
  }
  return members;
}
