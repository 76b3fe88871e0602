import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'vite';

/**
 * Finds the translation keys the web app's source names, for `app/i18n/keys-used.test.ts`. It reads the
 * syntax tree (not text), so it knows which `t` a call uses: the one of `useTranslation(ns)`,
 * `i18n.getFixedT(null, ns)` or a `TFunction<ns>` parameter, in the enclosing function.
 */

/** A key written out in full (`ns:path`), with where it was found. */
export type KeyUse = { key: string; file: string };
/** A key computed at run time: the file and the argument's source, e.g. `` `status.${s}` ``. */
export type DynamicUse = { site: string; ns: string | null };

type Node = { type: string; start: number; end: number; [field: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const stringOf = (node: unknown): string | null => {
  if (!isNode(node)) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as Node[]).length === 0)
    return ((node.quasis as Node[])[0]!.value as { cooked: string }).cooked;
  return null;
};

/** `'ns'`, `['ns', 'other']` (the first is the one unprefixed keys use), or none: `common`. */
const namespaceOf = (args: Node[]): string | null => {
  const first = args[0];
  if (!first) return 'common';
  if (first.type === 'ArrayExpression') return stringOf((first.elements as Node[])[0]);
  return stringOf(first);
};

/** Every literal key a `t` argument can be: a string, or either side of `a ? 'x' : 'y'`. */
const staticKeys = (arg: Node): string[] | null => {
  const text = stringOf(arg);
  if (text !== null) return [text];
  if (arg.type === 'ConditionalExpression') {
    const yes = staticKeys(arg.consequent as Node);
    const no = staticKeys(arg.alternate as Node);
    return yes && no ? [...yes, ...no] : null;
  }
  return null;
};

const isCall = (node: Node, name: string) =>
  node.type === 'CallExpression' &&
  isNode(node.callee) &&
  ((node.callee.type === 'Identifier' && node.callee.name === name) ||
    (node.callee.type === 'MemberExpression' && (node.callee.property as Node & { name?: string }).name === name));

/** `TFunction<'ns'>` or `TFunction<['ns', …]>` on a parameter. */
const tFunctionNamespace = (param: Node): string | null | undefined => {
  const annotation = (param.typeAnnotation as Node | null)?.typeAnnotation as Node | undefined;
  if (annotation?.type !== 'TSTypeReference') return undefined;
  if ((annotation.typeName as Node & { name?: string }).name !== 'TFunction') return undefined;
  const first = ((annotation.typeArguments as Node | null)?.params as Node[] | undefined)?.[0];
  if (!first) return null;
  if (first.type === 'TSTupleType') return stringOf(((first.elementTypes as Node[])[0]?.literal as Node) ?? null);
  return stringOf(first.literal);
};

function scanFile(source: string, file: string, found: { keys: KeyUse[]; dynamic: DynamicUse[] }) {
  const { program, errors } = parseSync(file, source, { lang: file.endsWith('x') ? 'tsx' : 'ts' });
  if (errors.length) throw new Error(`${file}: ${errors[0]!.message}`);
  // Local helpers that hand out a fixed `t` (`function i18nT() { return { t: i18n.getFixedT(null, 'x') } }`).
  const fixedHelpers = new Map<string, string | null>();
  const fixedNs = (node: Node): string | null | undefined =>
    isCall(node, 'getFixedT') ? stringOf((node.arguments as Node[])[1]) : undefined;

  const walk = (
    node: unknown,
    scope: Map<string, string | null>,
    visit: (n: Node, s: Map<string, string | null>) => void,
  ) => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child, scope, visit);
      return;
    }
    if (!isNode(node)) return;
    let inner = scope;
    if (['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'].includes(node.type)) {
      inner = new Map(scope);
      for (const param of node.params as Node[]) {
        const ns = tFunctionNamespace(param);
        if (ns !== undefined) inner.set(param.name as string, ns);
      }
    }
    visit(node, inner);
    for (const [field, child] of Object.entries(node)) {
      if (field !== 'type' && (isNode(child) || Array.isArray(child))) walk(child, inner, visit);
    }
  };

  walk(program, new Map(), (node) => {
    if (node.type !== 'FunctionDeclaration') return;
    walk(node.body, new Map(), (inner) => {
      const ns = fixedNs(inner);
      if (ns !== undefined) fixedHelpers.set((node.id as Node & { name: string }).name, ns);
    });
  });

  walk(program, new Map(), (node, scope) => {
    if (node.type === 'VariableDeclarator' && isNode(node.init)) {
      const init = node.init;
      const id = node.id as Node;
      let ns: string | null | undefined;
      if (isCall(init, 'useTranslation')) ns = namespaceOf(init.arguments as Node[]);
      else if (init.type === 'CallExpression' && fixedHelpers.has((init.callee as Node & { name?: string }).name ?? ''))
        ns = fixedHelpers.get((init.callee as Node & { name: string }).name);
      else ns = fixedNs(init);
      if (ns === undefined) return;
      if (id.type === 'Identifier') scope.set(id.name as string, ns);
      for (const prop of id.type === 'ObjectPattern' ? (id.properties as Node[]) : []) {
        if ((prop.key as Node & { name?: string }).name === 't')
          scope.set((prop.value as Node & { name: string }).name, ns);
      }
      return;
    }
    if (node.type !== 'CallExpression' || !isNode(node.callee)) return;
    const callee = node.callee;
    let ns: string | null;
    // A `t` from nowhere this scan knows (a prop, say) gets no namespace: its keys then fail.
    if (callee.type === 'Identifier' && (scope.has(callee.name as string) || callee.name === 't'))
      ns = scope.get(callee.name as string) ?? null;
    else if (callee.type === 'MemberExpression' && (callee.object as Node & { name?: string }).name === 'i18n') {
      if ((callee.property as Node & { name?: string }).name !== 't') return;
      ns = null;
    } else return;
    const [arg, options] = node.arguments as Node[];
    if (!arg) return;
    const nsOption =
      options?.type === 'ObjectExpression'
        ? (options.properties as Node[]).find((p) => (p.key as Node & { name?: string })?.name === 'ns')
        : undefined;
    if (nsOption) ns = stringOf(nsOption.value);
    const keys = staticKeys(arg);
    if (!keys) {
      found.dynamic.push({ site: `${file}: ${source.slice(arg.start, arg.end)}`, ns });
      return;
    }
    for (const key of keys) {
      const full = key.includes(':') ? key : ns ? `${ns}:${key}` : `?:${key}`;
      found.keys.push({ key: full, file });
    }
  });
}

/** Every `.ts`/`.tsx` file under `root` but tests. */
export function scanKeys(root: string) {
  const found = { keys: [] as KeyUse[], dynamic: [] as DynamicUse[] };
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .sort();
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    if (/\bt\(|i18n\.t\(/.test(source)) scanFile(source, relative(root, join(root, file)), found);
  }
  return found;
}
