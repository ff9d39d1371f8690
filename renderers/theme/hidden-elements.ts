import { ElementNode, hasClass } from '../dom/html-dom';
import postcss from 'postcss';

/** A selector of one element: an optional tag name, then classes and attribute tests, and nothing else. */
const COMPOUND = /^([a-z][\w-]*|\*)?((?:\.[-\w]+|\[[-\w]+(?:[~|^$*]?=(?:"[^"]*"|'[^']*'|[-\w]+))?\])+)$/i;
const PART = /\.([-\w]+)|\[([-\w]+)(?:([~|^$*]?=)(?:"([^"]*)"|'([^']*)'|([-\w]+)))?\]/g;
/** At-rules whose rules apply to a printed page: a `@media` query naming print or all, or `@supports`. */
const PRINTED_AT_RULE = /^@(?:media\b(?![^{]*\bscreen\b)(?=[^{]*\b(?:print|all)\b)|supports\b)/i;

export interface Compound {
  tag?: string;
  tests: ((el: ElementNode) => boolean)[];
}

/**
 * Which elements a theme's stylesheet hides from the printed page (`display: none`), for checks of the print layout
 * to leave them out: Architecture Patterns with Python keeps each diagram's source as a listing with the role
 * `image-source`, which its theme's pdf.css hides, and its long lines were warned of as wrapping in the PDF. The
 * stylesheet is read with postcss; only selectors of one element (`.image-source`, `pre.hidden`, `div[data-type="x"]`)
 * are matched, outside `@media screen`, by the last `display` their rules give.
 */
export function hiddenByTheme(css: string | readonly postcss.Rule[]): (el: ElementNode) => boolean {
  const display = new Map<string, boolean>();
  for (const rule of typeof css === 'string' ? printedRules(css) : css) {
    let value: string | undefined;
    rule.each((node) => {
      if (node.type === 'decl' && node.prop.toLowerCase() === 'display')
        value = node.value.trim().toLowerCase();
    });
    if (value === undefined) continue;
    for (const selector of rule.selectors)
      display.set(selector.trim().replace(/\s+/g, ' '), value === 'none');
  }
  const hidden = [...display]
    .filter(([, none]) => none)
    .map(([selector]) => compoundOf(selector))
    .filter((c): c is Compound => c !== undefined);
  if (hidden.length === 0) return () => false;
  return (el) => hidden.some((c) => matchesCompound(c, el));
}

/**
 * The rules of a theme's stylesheet that apply to a printed page, read once with postcss for every check that
 * looks at them (hiddenByTheme, insetsByTheme); none when postcss cannot read it.
 */
export function printedRules(css: string): postcss.Rule[] {
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch {
    return [];
  }
  const rules: postcss.Rule[] = [];
  root.walkRules((rule) => {
    if (printed(rule)) rules.push(rule);
  });
  return rules;
}

export function matchesCompound(c: Compound, el: ElementNode): boolean {
  return (!c.tag || c.tag === '*' || c.tag === el.name) && c.tests.every((t) => t(el));
}

/** Whether a rule applies to a printed page: each at-rule around it a `@media` for print or all, or `@supports`. */
function printed(rule: postcss.Rule): boolean {
  for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type === 'rule') return false;
    if (
      parent.type === 'atrule' &&
      !PRINTED_AT_RULE.test(`@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}`)
    )
      return false;
  }
  return true;
}

export function compoundOf(selector: string): Compound | undefined {
  const match = COMPOUND.exec(selector);
  if (!match) return undefined;
  const tests: Compound['tests'] = [];
  for (const [, cls, attr, op, dq, sq, bare] of match[2]!.matchAll(PART)) {
    if (cls) {
      tests.push((el) => hasClass(el, cls));
      continue;
    }
    const expected = dq ?? sq ?? bare;
    tests.push((el) => {
      const value = el.attrs.get(attr!);
      if (value === undefined) return false;
      if (!op) return true;
      if (op === '=') return value === expected;
      if (op === '~=') return value.split(/\s+/).includes(expected!);
      if (op === '|=') return value === expected || value.startsWith(`${expected}-`);
      if (op === '^=') return value.startsWith(expected!);
      if (op === '$=') return value.endsWith(expected!);
      return value.includes(expected!);
    });
  }
  return { ...(match[1] ? { tag: match[1].toLowerCase() } : {}), tests };
}
