/**
 * The import rules of docs/architecture.md, checked on source text:
 * - src/web and src/server never import each other; src/shared imports neither;
 * - no relative import climbs more than two folders (use #server/, #web/, #shared/, #tests/);
 * - a module (src/server/modules/<name>) names only the tables it owns in its queries, whether as
 *   a schema import or as a table name inside SQL text; a table's owner is the folder of the
 *   schema.ts that declares it (src/server/modules/<name>/schema.ts, or src/server/plugins/schema.ts
 *   for the request plumbing's);
 * - no import circles among the server's files (type imports count: they tie files together too).
 */
import path from 'node:path';
import ts from 'typescript';

export interface SourceFile {
  /** Repository-relative, with forward slashes: src/server/modules/cart/routes.ts */
  path: string;
  text: string;
}

export interface Rules {
  /** Table export name -> owning module (or a non-module owner such as 'plugins'). */
  tableOwners: Record<string, string>;
  /** Table export name -> its name in SQL, for SQL written by hand. */
  sqlNames: Record<string, string>;
}

interface ImportRef {
  specifier: string;
  /** Names bound from the import ('*' for a namespace import, whose uses are in `namespaceUses`). */
  names: string[];
  namespaceUses: string[];
}

const ALIASES: Record<string, string> = {
  '#server/': 'src/server/',
  '#web/': 'src/web/',
  '#shared/': 'src/shared/',
  '#tests/': 'tests/',
};

/** The list of every table that Drizzle reads; it declares none itself. */
const SCHEMA = 'src/server/db/schema';

/** A table as declared: `export const <name> = pgTable('<sqlName>'` in the file at `path`. */
export interface TableDeclaration {
  name: string;
  sqlName: string;
  path: string;
  /** The module (or 'plugins') whose schema.ts declares it; null when declared anywhere else. */
  owner: string | null;
}

/**
 * The owner of the tables a file may declare: the module of src/server/modules/<name>/schema.ts,
 * 'plugins' for src/server/plugins/schema.ts, null for any other file.
 */
export function tableOwnerOf(filePath: string): string | null {
  const match = /^src\/server\/(?:modules\/([^/]+)|(plugins))\/schema\.ts$/.exec(filePath);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** Whether an import (resolved, without extension) reaches table objects. */
function isTableImport(target: string): boolean {
  return target === SCHEMA || tableOwnerOf(`${target}.ts`) !== null;
}

/** Where an import points inside the repository (without extension), or null for a package. */
export function resolveImport(fromPath: string, specifier: string): string | null {
  for (const [alias, target] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return stripExtension(target + specifier.slice(alias.length));
  }
  if (!specifier.startsWith('.')) return null;
  return stripExtension(path.posix.normalize(path.posix.join(path.posix.dirname(fromPath), specifier)));
}

function stripExtension(p: string): string {
  return p.replace(/\.(ts|tsx|js|mjs)$/, '').replace(/\/index$/, '');
}

function layerOf(p: string): 'server' | 'web' | 'shared' | null {
  if (p.startsWith('src/server/') || p === 'src/server') return 'server';
  if (p.startsWith('src/web/') || p === 'src/web') return 'web';
  if (p.startsWith('src/shared/') || p === 'src/shared') return 'shared';
  return null;
}

export function moduleOf(p: string): string | null {
  return /^src\/server\/modules\/([^/]+)\//.exec(p)?.[1] ?? null;
}

function isTest(p: string): boolean {
  return /\.test\.tsx?$|\.e2e\.ts$/.test(p) || p.startsWith('tests/');
}

export function collectImports(file: SourceFile): { imports: ImportRef[]; sqlTexts: string[] } {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
  const imports: ImportRef[] = [];
  const namespaces = new Map<string, ImportRef>();
  const sqlTexts: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const ref: ImportRef = { specifier: node.moduleSpecifier.text, names: [], namespaceUses: [] };
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        if (clause?.name) ref.names.push('default');
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const el of bindings.elements) ref.names.push((el.propertyName ?? el.name).text);
        } else if (bindings && ts.isNamespaceImport(bindings)) {
          ref.names.push('*');
          namespaces.set(bindings.name.text, ref);
        }
      } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const el of node.exportClause.elements) ref.names.push((el.propertyName ?? el.name).text);
      } else {
        ref.names.push('*');
      }
      imports.push(ref);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      imports.push({ specifier: node.arguments[0].text, names: ['*'], namespaceUses: [] });
    } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      namespaces.get(node.expression.text)?.namespaceUses.push(node.name.text);
    } else if (
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isStringLiteral(node)
    ) {
      sqlTexts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { imports, sqlTexts };
}

/** Every rule that looks at one file alone; returns one line per violation. */
export function checkFile(file: SourceFile, rules: Rules): string[] {
  const problems: string[] = [];
  const { imports, sqlTexts } = collectImports(file);
  const fromLayer = layerOf(file.path);
  // A module's schema.ts may name another module's table in a foreign key: that declares a
  // constraint and queries nothing.
  const module = isTest(file.path) || tableOwnerOf(file.path) ? null : moduleOf(file.path);
  const foreignTables = new Set<string>();

  for (const ref of imports) {
    const climbs = ref.specifier.split('/').filter((part) => part === '..').length;
    if (climbs > 2) {
      problems.push(`${file.path}: '${ref.specifier}' climbs ${climbs} folders; use an alias (#server/...)`);
    }
    const target = resolveImport(file.path, ref.specifier);
    if (!target) continue;
    const toLayer = layerOf(target);
    if (
      (fromLayer === 'web' && toLayer === 'server') ||
      (fromLayer === 'server' && toLayer === 'web') ||
      (fromLayer === 'shared' && (toLayer === 'server' || toLayer === 'web'))
    ) {
      problems.push(`${file.path}: src/${fromLayer} imports src/${toLayer} ('${ref.specifier}')`);
    }
    if (module && isTableImport(target)) {
      const names = ref.names.includes('*') ? ref.namespaceUses : ref.names;
      for (const name of names) {
        const owner = rules.tableOwners[name];
        if (owner && owner !== module) foreignTables.add(name);
      }
    }
  }
  if (module) {
    for (const [name, sqlName] of Object.entries(rules.sqlNames)) {
      const owner = rules.tableOwners[name];
      if (owner === module || foreignTables.has(name)) continue;
      const inQuery = new RegExp(`\\b(from|join|update|into|table)\\s+"?${sqlName}"?\\b`, 'i');
      if (sqlTexts.some((text) => inQuery.test(text))) foreignTables.add(name);
    }
  }
  for (const name of [...foreignTables].sort()) {
    problems.push(
      `${file.path}: module '${module}' uses table '${name}' of module '${rules.tableOwners[name]}'; call that module's functions instead`,
    );
  }
  return problems;
}

/** Import circles among the given files (tests left out), each as a list of paths. */
export function findCycles(files: SourceFile[]): string[][] {
  const known = new Map<string, string>();
  for (const file of files) known.set(stripExtension(file.path), file.path);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    if (isTest(file.path)) continue;
    const targets: string[] = [];
    for (const ref of collectImports(file).imports) {
      const target = resolveImport(file.path, ref.specifier);
      const resolved = target && (known.get(target) ?? known.get(`${target}/index`));
      if (resolved && !isTest(resolved)) targets.push(resolved);
    }
    edges.set(file.path, targets);
  }
  // Tarjan's strongly connected components: every component of two or more files is a circle.
  let index = 0;
  const indexes = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string) => {
    indexes.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indexes.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indexes.get(next)!));
      }
    }
    if (low.get(node) === indexes.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!indexes.has(node)) connect(node);
  return cycles;
}

/** Every table the files declare, read from their `export const x = pgTable('sql_name'`. */
export function readTables(files: SourceFile[]): TableDeclaration[] {
  return files.flatMap((file) =>
    [...file.text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map((match) => ({
      name: match[1]!,
      sqlName: match[2]!,
      path: file.path,
      owner: tableOwnerOf(file.path),
    })),
  );
}

/** The table rules for `checkFile`, from the tables declared where a table has an owner. */
export function tableRules(tables: TableDeclaration[]): Rules {
  const rules: Rules = { tableOwners: {}, sqlNames: {} };
  for (const table of tables) {
    if (!table.owner) continue;
    rules.tableOwners[table.name] = table.owner;
    rules.sqlNames[table.name] = table.sqlName;
  }
  return rules;
}
