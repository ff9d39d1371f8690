import { ElementNode, hasClass } from '../dom/html-dom';
import { splitSelectors, withoutComments } from './caption-label-rules';

/** A selector of one element: an optional tag name, then classes and attribute tests, and nothing else. */
const COMPOUND = /^([a-z][\w-]*|\*)?((?:\.[-\w]+|\[[-\w]+(?:[~|^$*]?=(?:"[^"]*"|'[^']*'|[-\w]+))?\])+)$/i;
const PART = /\.([-\w]+)|\[([-\w]+)(?:([~|^$*]?=)(?:"([^"]*)"|'([^']*)'|([-\w]+)))?\]/g;
/** At-rules whose rules apply to a printed page: a `@media` query naming print or all, or `@supports`. */
const PRINTED_AT_RULE = /^@(?:media\b(?![^{]*\bscreen\b)(?=[^{]*\b(?:print|all)\b)|supports\b)/i;

interface Compound {
  tag?: string;
  tests: ((el: ElementNode) => boolean)[];
}

/**
 * Which elements a theme's stylesheet hides from the printed page (`display: none`), for checks of the print layout
 * to leave them out: Architecture Patterns with Python keeps each diagram's source as a listing with the role
 * `image-source`, which its theme's pdf.css hides, and its long lines were warned of as wrapping in the PDF. Only
 * rules of one element (`.image-source`, `pre.hidden`, `div[data-type="x"]`) are read, outside `@media screen`.
 */
export function hiddenByTheme(css: string): (el: ElementNode) => boolean {
  const display = new Map<string, boolean>();
  for (const { prelude, body, atRules } of rulesOf(withoutComments(css))) {
    if (atRules.some((at) => !PRINTED_AT_RULE.test(at))) continue;
    const value = lastDisplay(body);
    if (value === undefined) continue;
    for (const selector of splitSelectors(prelude))
      display.set(selector.replace(/\s+/g, ''), value === 'none');
  }
  const hidden = [...display]
    .filter(([, none]) => none)
    .map(([selector]) => compoundOf(selector))
    .filter((c): c is Compound => c !== undefined);
  if (hidden.length === 0) return () => false;
  return (el) =>
    hidden.some((c) => (!c.tag || c.tag === '*' || c.tag === el.name) && c.tests.every((t) => t(el)));
}

/** Every rule with no block inside it, with the at-rules it is nested in. */
function rulesOf(css: string): { prelude: string; body: string; atRules: string[] }[] {
  const rules: { prelude: string; body: string; atRules: string[] }[] = [];
  const open: string[] = [];
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '{') {
      const close = css.indexOf('}', i);
      const next = css.indexOf('{', i + 1);
      const prelude = css.slice(start, i).trim();
      if (close !== -1 && (next === -1 || close < next)) {
        rules.push({ prelude, body: css.slice(i + 1, close), atRules: [...open] });
        i = close;
      } else open.push(prelude);
      start = i + 1;
    } else if (c === '}') {
      open.pop();
      start = i + 1;
    } else if (c === ';') start = i + 1;
  }
  return rules;
}

function lastDisplay(body: string): string | undefined {
  const values = [...body.matchAll(/(?:^|;)\s*display\s*:\s*([^;]*)/gi)];
  return values
    .at(-1)?.[1]
    ?.replace(/!\s*important\s*$/i, '')
    .trim()
    .toLowerCase();
}

function compoundOf(selector: string): Compound | undefined {
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
