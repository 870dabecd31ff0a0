/**
 * Which module owns each repository of `app.repos`, and where a module's code reaches a
 * repository it does not own. A module reads and writes only its own tables; another module's
 * data comes through a function that module exports from its index.ts, so the rules about that
 * data (what "a booking still running" means, which rows a client may see) live in one place.
 *
 * Ownership is read from api/src/repositories.ts: a repository belongs to the module whose
 * index.ts its `create…Repository` factory is imported from. Factories imported from
 * platform/ are shared infrastructure (the outbox's view, job leases, rate-limit counters)
 * that every module may use.
 *
 * The same for SQL: each table has one owning folder (db/migrations/table-owners.ts), and
 * `findForeignTableUses` finds every table name a file writes, in knex calls and raw SQL, that
 * another folder owns.
 */
import ts from 'typescript';

export type Ownership = Map<string, { module: string } | { platform: true }>;

export interface Violation {
  /** Path of the file, as given to the scanner. */
  file: string;
  line: number;
  /** The module the file belongs to. */
  module: string;
  /** The `app.repos` key touched, or null when the code hands the whole set on under another name. */
  repository: string | null;
  /** The module owning that repository (null when the key is unknown or not named). */
  owner: string | null;
}

function parse(file: string, text: string) {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/**
 * `app.repos` key → owner, from the source of repositories.ts. Throws when a key's factory is
 * imported from anywhere but a module's index or platform/, so no repository goes unowned.
 */
export function readOwnership(source: string): Ownership {
  const file = parse('repositories.ts', source);
  const factoryOwner = new Map<string, { module: string } | { platform: true }>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const from = statement.moduleSpecifier.text;
    const moduleMatch = /^\.\/modules\/([^/]+)$/.exec(from);
    const owner: { module: string } | { platform: true } | null = moduleMatch?.[1]
      ? { module: moduleMatch[1] }
      : from.startsWith('./platform/')
        ? { platform: true }
        : null;
    const bindings = statement.importClause?.namedBindings;
    if (!owner || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) factoryOwner.set(element.name.text, owner);
  }

  const ownership: Ownership = new Map();
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      /^create\w*Repository$/.test(node.initializer.expression.text)
    ) {
      const factory = node.initializer.expression.text;
      const owner = factoryOwner.get(factory);
      if (!owner)
        throw new Error(
          `repositories.ts: ${node.name.text} is made by ${factory}, which is imported from neither a module's index nor platform/.`,
        );
      ownership.set(node.name.text, owner);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (ownership.size === 0) throw new Error('repositories.ts: no repositories found.');
  return ownership;
}

/** `x.repos` or a plain `repos`: the expression that holds the whole set of repositories. */
function isRepositorySet(node: ts.Node): boolean {
  return (
    (ts.isPropertyAccessExpression(node) && node.name.text === 'repos') ||
    (ts.isIdentifier(node) &&
      node.text === 'repos' &&
      !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) &&
      !(
        (ts.isPropertySignature(node.parent) ||
          ts.isPropertyAssignment(node.parent) ||
          ts.isParameter(node.parent) ||
          ts.isVariableDeclaration(node.parent) ||
          ts.isBindingElement(node.parent)) &&
        node.parent.name === node
      ))
  );
}

/**
 * Every place in `text` (a file of module `module`) that touches a repository another module
 * owns: `app.repos.key`, `context.repos.key`, `repos['key']`, `const { key } = app.repos`.
 * Handing the whole set on is allowed only under the name `repos` (`{ repos: app.repos }`), so
 * the accesses through it are still seen; any other alias is a violation of its own.
 */
export function findForeignRepositoryUses(
  file: string,
  text: string,
  module: string,
  ownership: Ownership,
): Violation[] {
  const source = parse(file, text);
  const violations: Violation[] = [];
  const report = (node: ts.Node, repository: string | null) => {
    const owner = repository === null ? null : ownership.get(repository);
    if (owner && 'platform' in owner) return;
    if (owner && owner.module === module) return;
    violations.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      module,
      repository,
      owner: owner ? owner.module : null,
    });
  };

  const visit = (node: ts.Node) => {
    // `repos.key` as a type too: FastifyInstance['repos']['key'].
    if (ts.isIndexedAccessTypeNode(node)) {
      const index = node.indexType;
      const object = node.objectType;
      if (
        ts.isLiteralTypeNode(index) &&
        ts.isStringLiteral(index.literal) &&
        ts.isIndexedAccessTypeNode(object) &&
        ts.isLiteralTypeNode(object.indexType) &&
        ts.isStringLiteral(object.indexType.literal) &&
        object.indexType.literal.text === 'repos'
      )
        report(node, index.literal.text);
    }

    if (
      isRepositorySet(node) &&
      !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node)
    ) {
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
        report(parent.name, parent.name.text);
      } else if (ts.isElementAccessExpression(parent) && parent.expression === node) {
        const key = parent.argumentExpression;
        report(parent, ts.isStringLiteralLike(key) ? key.text : null);
      } else if (
        ts.isVariableDeclaration(parent) &&
        parent.initializer === node &&
        ts.isObjectBindingPattern(parent.name)
      ) {
        for (const element of parent.name.elements) {
          const key = element.propertyName ?? element.name;
          report(element, ts.isIdentifier(key) || ts.isStringLiteralLike(key) ? key.text : null);
        }
      } else if (
        // Handed on under its own name: accesses through it are seen where they happen.
        !(
          ((ts.isPropertyAssignment(parent) || ts.isVariableDeclaration(parent)) &&
            ts.isIdentifier(parent.name) &&
            parent.name.text === 'repos') ||
          ts.isShorthandPropertyAssignment(parent) ||
          ts.isParameter(parent) ||
          (ts.isVariableDeclaration(parent) && parent.name === node)
        )
      ) {
        report(node, null);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return violations;
}

export function describeViolation(violation: Violation): string {
  const where = `${violation.file}:${violation.line}`;
  if (violation.repository === null)
    return `${where}: module ${violation.module} hands app.repos on under another name or by a computed key; name the repository it uses.`;
  if (violation.owner === null)
    return `${where}: module ${violation.module} uses app.repos.${violation.repository}, which api/src/repositories.ts does not register.`;
  return `${where}: module ${violation.module} uses app.repos.${violation.repository}, owned by module ${violation.owner}; read it through a function exported by modules/${violation.owner}/index.ts.`;
}

/**
 * The folder of src/ owning each table (modules/<module>, platform/<part>, entry/<command>), as
 * db/migrations/table-owners.ts declares it.
 */
export type TableOwners = Readonly<Record<string, string>>;

export interface TableViolation {
  /** Path of the file, as given to the scanner. */
  file: string;
  line: number;
  /** Where the file lives, relative to src/ (`modules/clients/repositories/x.ts`). */
  place: string;
  table: string;
  /** The folder of src/ owning the table. */
  owner: string;
}

/** Every string the code holds: literals, whole templates and each part of a template. */
function stringsOf(source: ts.SourceFile): { node: ts.Node; text: string }[] {
  const found: { node: ts.Node; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) ||
      ts.isExportDeclaration(node) ||
      ts.isImportTypeNode(node) ||
      ts.isExternalModuleReference(node)
    )
      return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      found.push({ node, text: node.text });
    // A key naming a table: `{ blog_posts: 'id' }`, `{ b: 'consultation_bookings' }`'s value aside.
    else if (
      ts.isIdentifier(node) &&
      (ts.isPropertyAssignment(node.parent) ||
        ts.isShorthandPropertyAssignment(node.parent) ||
        ts.isMethodDeclaration(node.parent)) &&
      node.parent.name === node
    )
      found.push({ node, text: node.text });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The tables a migration creates: `createTable('t')`, `createTableIfNotExists('t')`,
 * `renameTable('old', 't')` and raw `CREATE TABLE t`.
 */
export function findCreatedTables(file: string, text: string): string[] {
  const source = parse(file, text);
  const tables = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const argument =
        method === 'renameTable'
          ? node.arguments[1]
          : method === 'createTable' || method === 'createTableIfNotExists'
            ? node.arguments[0]
            : undefined;
      if (argument && ts.isStringLiteralLike(argument)) tables.add(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const { text: sql } of stringsOf(source))
    for (const match of sql.matchAll(
      /\bcreate\s+table\s+(?:if\s+not\s+exists\s+)?(?:public\.)?"?(\w+)"?/gi,
    ))
      tables.add(match[1]!);
  return [...tables];
}

/**
 * Table names in one string: the whole string (`trx('t')`, `.from('t as b')`, `.join('t', …)`,
 * `.into('t')`, `.table('t')`, a `TABLE` constant), a column qualified by its table
 * (`'t.email'`), and in SQL text the table after FROM, JOIN, INTO, UPDATE or TABLE, or before a
 * column (`t.email`).
 */
function tablesIn(
  text: string,
  isTable: (name: string) => boolean,
): { table: string; at: number }[] {
  const found: { table: string; at: number }[] = [];
  const add = (table: string | undefined, at: number) => {
    if (table && isTable(table)) found.push({ table, at });
  };
  const whole = /^\s*(?:public\.)?(\w+)(?:\s+as\s+\w+|\.(?:\w+|\*))?\s*$/i.exec(text);
  if (whole) {
    add(whole[1], 0);
    return found;
  }
  for (const match of text.matchAll(
    /\b(?:from|join|into|update|table)\s+(?:only\s+)?(?:public\.)?"?(\w+)"?/gi,
  ))
    add(match[1], match.index + match[0].lastIndexOf(match[1]!));
  if (/\b(select|insert|update|delete|where|from|join|returning)\b/i.test(text))
    for (const match of text.matchAll(/(?<![\w@.])"?(\w+)"?\.(?:"?\w+"?|\*)/g))
      if (!found.some((earlier) => earlier.at === match.index)) add(match[1], match.index);
  return found.sort((a, b) => a.at - b.at);
}

/** Whether the file at `place` (relative to src/) lies in the folder or file `owner`. */
export function isOwnedBy(place: string, owner: string): boolean {
  return place.startsWith(`${owner}/`) || place === `${owner}.ts`;
}

/**
 * Every place in `text` (the file at `place`, relative to src/) naming a table another folder
 * owns, in knex calls and in raw SQL alike, as `tablesIn` reads them. Each table is named once
 * per line.
 */
export function findForeignTableUses(
  file: string,
  text: string,
  place: string,
  owners: TableOwners,
): TableViolation[] {
  const source = parse(file, text);
  const isTable = (name: string) => Object.hasOwn(owners, name);
  const violations: TableViolation[] = [];
  for (const { node, text: value } of stringsOf(source)) {
    const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    for (const { table, at } of tablesIn(value, isTable)) {
      const owner = owners[table]!;
      if (isOwnedBy(place, owner)) continue;
      const line = start + (value.slice(0, at).match(/\n/g)?.length ?? 0);
      if (violations.some((seen) => seen.line === line && seen.table === table)) continue;
      violations.push({ file, line, place, table, owner });
    }
  }
  return violations.sort((a, b) => a.line - b.line);
}

/** `modules/bookings` → `module bookings`; any other folder by its path. */
function describeOwner(folder: string): string {
  const module = /^modules\/([^/]+)$/.exec(folder)?.[1];
  return module ? `module ${module}` : folder;
}

/** The owner a file at `place` (relative to src/) belongs to: its module, or its platform part. */
export function ownerOfPlace(place: string): string {
  const parts = place.replace(/\.ts$/, '').split('/');
  return parts[0] === 'modules' || parts[0] === 'platform' || parts[0] === 'entry'
    ? parts.slice(0, 2).join('/')
    : parts.join('/');
}

export function describeTableViolation(violation: TableViolation): string {
  const from = describeOwner(ownerOfPlace(violation.place));
  const owner = describeOwner(violation.owner);
  const through = /^modules\//.test(violation.owner)
    ? `a function exported by ${violation.owner}/index.ts`
    : `a function exported by ${violation.owner}`;
  return `${violation.file}:${violation.line}: ${from} names table ${violation.table}, owned by ${owner}; reach it through ${through}.`;
}
