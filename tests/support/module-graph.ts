// The modules an entry point loads, as the bundlers read them: every static import and export-from, every dynamic
// import() (a bundler includes what those name too), type-only imports left out. Project files as paths from the root;
// packages by name.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '../..');
const IMPORTS = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).imports as Record<
  string,
  Record<string, string>
>;

function resolveFrom(importer: string, specifier: string): string {
  if (IMPORTS[specifier]) return resolve(ROOT, IMPORTS[specifier].default);
  if (!specifier.startsWith('.'))
    return specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
  const base = resolve(dirname(importer), specifier.replace(/\?.*$/, ''));
  return (
    [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (file) => existsSync(file) && /\.(tsx?|json|css)$/.test(file),
    ) ?? base
  );
}

/** Every import of one file: static, export-from, import() and import types, each marked type-only or not. */
function imports(file: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!named &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((item) => item.isTypeOnly)));
      found.push({ specifier: (node.moduleSpecifier as ts.StringLiteral).text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      found.push({ specifier: (node.moduleSpecifier as ts.StringLiteral).text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Every import between the project's own TypeScript sources under `folders` (tests left out; data, styles and
 * scripts they import are not rooms), as paths from the root: what the layering test reads.
 */
export function projectImports(folders: readonly string[]): { from: string; to: string; typeOnly: boolean }[] {
  const files: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name)) files.push(path);
    }
  };
  for (const folder of folders) walk(resolve(ROOT, folder));
  const inside = new Set(files);
  // A `#` alias (package.json `imports`) is an import of each file it may resolve to, the script build's and the
  // ES modules' alike.
  const targets = (file: string, specifier: string): string[] =>
    IMPORTS[specifier]
      ? Object.values(IMPORTS[specifier]).map((target) => resolve(ROOT, target))
      : [resolveFrom(file, specifier)];
  return files.flatMap((file) =>
    imports(file)
      .filter(({ specifier }) => specifier.startsWith('.') || specifier in IMPORTS)
      .flatMap(({ specifier, typeOnly }) => targets(file, specifier).map((to) => ({ from: file, to, typeOnly })))
      .filter(({ to }) => inside.has(to))
      .map(({ from, to, typeOnly }) => ({ from: relative(ROOT, from), to: relative(ROOT, to), typeOnly })),
  );
}

/** Imports of one file that are not type-only (import type, export type, or every named binding a type). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const named = node.importClause?.namedBindings;
      const onlyTypes =
        !node.importClause?.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.every((item) => item.isTypeOnly);
      if (!onlyTypes) found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every module `entry` (a path from the project root) loads, however indirectly. */
export function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const walk = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) return;
    for (const specifier of valueImports(file)) walk(resolveFrom(file, specifier));
  };
  walk(resolve(ROOT, entry));
  return [...seen].map((file) => (file.startsWith(ROOT) ? relative(ROOT, file) : file)).sort();
}
