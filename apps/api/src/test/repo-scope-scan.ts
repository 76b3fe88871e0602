import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Node, SourceFile } from 'typescript/unstable/ast';
import * as ast from 'typescript/unstable/ast/is';
import { API, type Checker, type Project, SymbolFlags, type Symbol as TsSymbol } from 'typescript/unstable/sync';
import * as schema from '../db/schema/index.js';

/**
 * Reads the API's repo modules with the TypeScript checker (the `typescript` 7 API, which talks to
 * the native compiler) and finds every exported function that takes a connection and reaches a
 * tenant table (one with `account_id`: named in its body, in raw SQL, or through the project's
 * functions and constants it uses) but takes no tenant scope (a parameter whose type carries a
 * required `accountId: number`, or a number named `accountId`), or takes one and never reads its
 * `accountId` nor hands it on.
 */

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
const srcRoot = `${apiRoot}src/`;
const schemaRoot = `${srcRoot}db/schema/`;

const pgTables = Object.entries(schema as Record<string, unknown>).filter((e): e is [string, PgTable] =>
  is(e[1], PgTable),
);
/** Export name → SQL name of every table with an `account_id` column. */
export const tenantTables = new Map(
  pgTables
    .filter(([, t]) => getTableConfig(t).columns.some((c) => c.name === 'account_id'))
    .map(([name, t]) => [name, getTableName(t)]),
);
const sqlNames = [...tenantTables.values()];

type RepoFunction = Node & { parameters: readonly Node[]; body?: Node | undefined };

export type Unscoped = { module: string; name: string; tables: string[]; problem: 'no scope' | 'scope unused' };

export function repoModules(): string[] {
  return readdirSync(srcRoot, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.repo.ts'))
    .map((f) => `${srcRoot}${f}`)
    .sort();
}

/** Exported functions: `export function f` and `export const f = (…) => …`. */
function exportedFunctions(file: SourceFile): { name: string; fn: RepoFunction }[] {
  const found: { name: string; fn: RepoFunction }[] = [];
  const exported = (n: Node & { modifiers?: readonly Node[] | undefined }) =>
    n.modifiers?.some((m) => m.getText(file) === 'export') ?? false;
  for (const st of file.statements) {
    if (ast.isFunctionDeclaration(st) && st.name && st.body && exported(st)) {
      found.push({ name: st.name.text, fn: st });
    } else if (ast.isVariableStatement(st) && exported(st)) {
      for (const d of st.declarationList.declarations) {
        const init = d.initializer;
        if (ast.isIdentifier(d.name) && init && (ast.isArrowFunction(init) || ast.isFunctionExpression(init))) {
          found.push({ name: d.name.text, fn: init });
        }
      }
    }
  }
  return found;
}

function identifiersIn(node: Node, into: Node[] = []): Node[] {
  node.forEachChild((child) => {
    if (ast.isIdentifier(child)) into.push(child);
    else identifiersIn(child, into);
  });
  return into;
}

/** Raw SQL in template or string literals that names a tenant table (`from job_feedback f`). */
function tablesInText(node: Node, into: Set<string>) {
  node.forEachChild((child) => {
    if (
      ast.isNoSubstitutionTemplateLiteral(child) ||
      ast.isTemplateHead(child) ||
      ast.isTemplateMiddle(child) ||
      ast.isTemplateTail(child) ||
      ast.isStringLiteral(child)
    ) {
      markSqlNames(child.text, into);
    }
    tablesInText(child, into);
  });
}

function markSqlNames(text: string, into: Set<string>) {
  for (const name of sqlNames) if (new RegExp(`\\b${name}\\b`).test(text)) into.add(name);
}

class TableUse {
  private readonly memo = new Map<string, Set<string>>();
  constructor(
    private readonly project: Project,
    private readonly checker: Checker,
  ) {}

  /** Tenant tables a node reaches: directly, or through the project's own functions and constants it uses. */
  of(node: Node, key: string): Set<string> {
    const known = this.memo.get(key);
    if (known) return known;
    const tables = new Set<string>();
    this.memo.set(key, tables); // before recursing: a cycle ends here
    tablesInText(node, tables);
    const ids = identifiersIn(node);
    const symbols = ids.length ? this.checker.getSymbolAtLocation(ids) : [];
    for (const found of symbols) {
      const symbol = found && found.flags & SymbolFlags.Alias ? this.checker.getAliasedSymbol(found) : found;
      const decl = symbol?.valueDeclaration;
      if (!symbol || !decl?.path.startsWith(srcRoot)) continue;
      if (decl.path.startsWith(schemaRoot)) {
        const table = symbol.flags & SymbolFlags.Variable ? tenantTables.get(symbol.name) : undefined;
        if (table) tables.add(table);
        continue;
      }
      for (const t of this.viaDeclaration(symbol)) tables.add(t);
    }
    return tables;
  }

  private viaDeclaration(symbol: TsSymbol): Set<string> {
    const handle = symbol.valueDeclaration!;
    const node = handle.resolve(this.project);
    if (!node || !(ast.isFunctionDeclaration(node) || ast.isVariableDeclaration(node))) return new Set();
    return this.of(node, `${handle.path}#${handle.index}`);
  }
}

/**
 * Whether a parameter is a connection (a `Queryable`: it can `select` and `execute`). A function
 * without one runs no query: it builds SQL for a caller, whose own tables and scope are checked.
 */
function takesConnection(checker: Checker, params: readonly Node[]): boolean {
  if (!params.length) return false;
  return checker
    .getTypeAtLocation(params)
    .some(
      (t) => t !== undefined && !!checker.getPropertyOfType(t, 'select') && !!checker.getPropertyOfType(t, 'execute'),
    );
}

/** Names of the parameters that carry a tenant scope: a required `accountId: number` in their type, or a number named `accountId`. */
function scopeParameters(checker: Checker, params: readonly Node[]): string[] {
  if (!params.length) return [];
  const types = checker.getTypeAtLocation(params);
  const number = checker.getNumberType();
  return params.flatMap((p, i) => {
    const type = types[i];
    if (!type || !ast.isParameterDeclaration(p) || !ast.isIdentifier(p.name)) return [];
    if (p.name.text === 'accountId') return checker.isTypeAssignableTo(type, number) ? [p.name.text] : [];
    const prop = checker.getPropertyOfType(type, 'accountId');
    if (!prop || prop.flags & SymbolFlags.Optional) return [];
    const propType = checker.getTypeOfSymbol(prop);
    return propType !== undefined && checker.isTypeAssignableTo(propType, number) ? [p.name.text] : [];
  });
}

/**
 * Whether the body uses one of the scope parameters `names` as a scope: reads its `accountId`, or
 * hands the whole of it on (to a helper, a spread, an object). Reading only its `employerId`
 * scopes nothing.
 */
function usesScope(fn: RepoFunction, names: string[]): boolean {
  if (!fn.body) return false;
  const ids = ast.isIdentifier(fn.body) ? [fn.body] : identifiersIn(fn.body);
  return ids.some((id) => {
    if (!ast.isIdentifier(id) || !names.includes(id.text)) return false;
    const parent = id.parent;
    // A property's name (`x.owner`, `{ accountId: … }`) is not the parameter.
    if ((ast.isPropertyAccessExpression(parent) || ast.isPropertyAssignment(parent)) && parent.name === id)
      return false;
    if (id.text === 'accountId') return true;
    if (ast.isPropertyAccessExpression(parent)) return parent.name.text === 'accountId';
    return true;
  });
}

/** Every exported function of `files` that reaches a tenant table without taking a tenant scope. */
export function findUnscoped(files: string[]): Unscoped[] {
  const api = new API({ cwd: apiRoot });
  try {
    const snapshot = api.updateSnapshot({ openProjects: [`${apiRoot}tsconfig.json`] });
    const project = snapshot.getProject(`${apiRoot}tsconfig.json`);
    if (!project) throw new Error('apps/api/tsconfig.json did not load');
    const uses = new TableUse(project, project.checker);
    const unscoped: Unscoped[] = [];
    for (const path of files) {
      const file = project.program.getSourceFile(path);
      if (!file) throw new Error(`${path} is not in apps/api/tsconfig.json`);
      for (const { name, fn } of exportedFunctions(file)) {
        if (!takesConnection(project.checker, fn.parameters)) continue;
        const tables = uses.of(fn, `${path}:${name}`);
        if (!tables.size) continue;
        const scopes = scopeParameters(project.checker, fn.parameters);
        if (scopes.length && usesScope(fn, scopes)) continue;
        const problem = scopes.length ? 'scope unused' : 'no scope';
        unscoped.push({ module: path.slice(srcRoot.length), name, tables: [...tables].sort(), problem });
      }
    }
    return unscoped;
  } finally {
    api.close();
  }
}
