/**
 * Reads the seller's source for the catalogue's tests (catalogue.test.ts): the words a person
 * would read that are still written in the code (JSX text, text-bearing attributes, string
 * literals shown in JSX, toasts and confirm dialogs), and the keys the code asks `t` for.
 * Node only (TypeScript's parser); never bundled.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A piece of English found in the code instead of the catalogue. */
export interface LooseText {
  file: string;
  line: number;
  text: string;
}

/** Attributes whose string value a person reads (or a screen reader says). */
const TEXT_ATTRIBUTES = new Set([
  // Read by the CSS (`content: attr(data-label)`): a narrow table's row headers.
  'data-label',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'legend',
  'hint',
  'heading',
  'what',
  'message',
  'description',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
]);

/** Calls whose first argument is shown to a person. */
const TEXT_CALLS = new Set([
  'toast',
  'toast.success',
  'toast.error',
  'toast.loading',
  'window.confirm',
  'confirm',
  'window.alert',
  'alert',
]);

/** Words: at least two letters in a row (not a class name, a path or a lone symbol). */
const hasWords = (text: string) => /[A-Za-z]{2}/.test(text);

/** Looks like prose rather than an identifier, CSS class, URL or key. */
function isProse(text: string): boolean {
  const trimmed = text.trim();
  if (!hasWords(trimmed)) return false;
  if (/^[a-z0-9]+([-_.:/][a-z0-9]+)+$/i.test(trimmed)) return false; // ids, keys, paths
  if (/^[a-z][a-zA-Z0-9]*$/.test(trimmed)) return false; // camelCase identifiers, variants
  return true;
}

/** The non-test TypeScript sources under `dir`. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test') out.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out.sort();
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

function calleeName(call: ts.CallExpression): string {
  return call.expression.getText().replace(/\s+/g, '');
}

/** Is `node` inside a JSX expression (`{…}`) or a text attribute's value? */
function inJsxExpression(node: ts.Node): boolean {
  for (let at = node.parent; at; at = at.parent) {
    // A literal in `{…}` is shown, unless it is the value of an attribute nobody reads
    // (`className={open ? 'a b' : 'a'}`).
    if (ts.isJsxExpression(at)) {
      return !ts.isJsxAttribute(at.parent) || TEXT_ATTRIBUTES.has(at.parent.name.getText());
    }
    if (ts.isCallExpression(at) || ts.isFunctionLike(at) || ts.isBlock(at)) return false;
  }
  return false;
}

/** Every piece of prose written in the code of `files` rather than in the catalogue. */
export function looseText(files: readonly string[], root: string): LooseText[] {
  const found: LooseText[] = [];
  for (const file of files) {
    const source = parse(file);
    const add = (node: ts.Node, text: string) =>
      found.push({
        file: path.relative(root, file),
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        text: text.trim().replace(/\s+/g, ' '),
      });
    const visit = (node: ts.Node): void => {
      if (ts.isJsxText(node) && hasWords(node.text)) add(node, node.text);
      else if (
        ts.isJsxAttribute(node) &&
        TEXT_ATTRIBUTES.has(node.name.getText()) &&
        node.initializer &&
        ts.isStringLiteral(node.initializer) &&
        isProse(node.initializer.text)
      ) {
        add(node, node.initializer.text);
      } else if (
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
        !ts.isJsxAttribute(node.parent) &&
        isProse(node.text) &&
        /\s/.test(node.text.trim()) &&
        inJsxExpression(node)
      ) {
        add(node, node.text);
      } else if (ts.isTemplateExpression(node) && inJsxExpression(node)) {
        const head = node.head.text + node.templateSpans.map((s) => s.literal.text).join(' ');
        if (/[A-Za-z]{2,}\s/.test(head)) add(node, node.getText());
      } else if (ts.isCallExpression(node) && TEXT_CALLS.has(calleeName(node))) {
        const [first] = node.arguments;
        if (
          first &&
          (ts.isStringLiteral(first) ||
            ts.isNoSubstitutionTemplateLiteral(first) ||
            ts.isTemplateExpression(first)) &&
          hasWords(first.getText())
        ) {
          add(first, first.getText());
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** A key the code names: `t('orders.title')`, or a prefix for a computed one. */
export interface UsedKey {
  file: string;
  line: number;
  key: string;
  /** A template key (`t(\`picking.camera.${problem}\`)`): `key` is only its fixed start. */
  prefix: boolean;
  /** Passed to `t` itself (else a key-shaped literal elsewhere, maybe not a key at all). */
  asked: boolean;
}

/** A dotted key (`layout.nav.today`), as written in `t('…')` or kept in a table for it. */
const KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

/**
 * Every key the code of `files` names: the literal (or template) first argument of `t(…)`,
 * both branches of `t(a ? 'x.y' : 'x.z')` and any other string literal shaped like a key whose
 * first part is one of `groups` (the catalogue's top-level groups), such as the sidebar's table
 * of link names (`asked: false`: it may also be a permission like `orders.read`).
 */
export function usedKeys(
  files: readonly string[],
  root: string,
  groups: readonly string[],
): UsedKey[] {
  const found: UsedKey[] = [];
  for (const file of files) {
    const source = parse(file);
    const at = (node: ts.Node) => ({
      file: path.relative(root, file),
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
    });
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const inT =
          ts.isCallExpression(node.parent) &&
          ts.isIdentifier(node.parent.expression) &&
          node.parent.expression.text === 't';
        const isKey = KEY.test(node.text) && groups.includes(node.text.split('.')[0]);
        if (isKey || (inT && node.parent.arguments[0] === node)) {
          found.push({ ...at(node), key: node.text, prefix: false, asked: inT });
        }
      } else if (
        ts.isTemplateExpression(node) &&
        ts.isCallExpression(node.parent) &&
        ts.isIdentifier(node.parent.expression) &&
        node.parent.expression.text === 't'
      ) {
        found.push({ ...at(node), key: node.head.text, prefix: true, asked: true });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
