/**
 * Reads an interface's members from its source (build-time only): each member's type as written and its doc comment
 * text. The public types are declared once, with their docs, as TypeScript;
 * custom-elements.json, the framework typings and the README read them from there.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export interface MemberDocs {
  type: string;
  description: string;
  readonly: boolean;
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
    members[member.name.getText(source)] = {
      type: member.type.getText(source),
      description: comment,
      readonly: member.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ReadonlyKeyword) ?? false,
    };
  }
  return members;
}

export interface EventClassDocs {
  className: string;
  description: string;
  /** The detail's fields as a reader scans them: `{ href, newWindow, itemId }`; a field of literal types with them. */
  detail: string;
}

/** The exported event classes of a module, in source order: each one's doc comment and its detail's fields. */
export function eventClassDocs(file: URL): EventClassDocs[] {
  const source = ts.createSourceFile(file.pathname, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const detailText = (name: string): string => {
    const declaration = source.statements.find(
      (statement) =>
        (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name.text === name,
    );
    if (!declaration || !ts.isInterfaceDeclaration(declaration)) return '{}';
    const fields = declaration.members.map((member) => {
      if (ts.isIndexSignatureDeclaration(member)) return '...';
      const field = member.name!.getText(source);
      const type = ts.isPropertySignature(member) ? member.type?.getText(source) : undefined;
      return type && /['"]/.test(type) ? `${field}: ${type.replace(/'/g, '"')}` : field;
    });
    return `{ ${fields.join(', ')} }`;
  };
  return source.statements.flatMap((statement) => {
    if (!ts.isClassDeclaration(statement) || !statement.name) return [];
    if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) return [];
    const base = statement.heritageClauses?.[0]?.types[0];
    const detail = base?.typeArguments?.[0];
    if (!base || !detail || !ts.isTypeReferenceNode(detail)) return [];
    const doc = ts.getJSDocCommentsAndTags(statement).find(ts.isJSDoc);
    const description = ts.getTextOfJSDocComment(doc?.comment)?.replace(/\s+/g, ' ').trim();
    if (!description) throw new Error(`${file.pathname}: ${statement.name.text} has no doc comment`);
    return [{ className: statement.name.text, description, detail: detailText(detail.typeName.getText(source)) }];
  });
}
