import type postcss from 'postcss';
import { ElementNode } from '../dom/html-dom';
import { Compound, compoundOf, matchesCompound, printedRules } from './hidden-elements';

/** A width the theme gives: points, and ems of the element's own font size. */
export interface ThemeLength {
  pt: number;
  em: number;
}

/** The sides of an element's box that take from the width of what it holds. */
export type InsetSide = 'margin-left' | 'margin-right' | 'padding-left' | 'padding-right';

/** Each side a theme's rules set for an element; a side it does not set (or sets in units not read) is absent. */
export type ThemeInsets = (
  el: ElementNode,
  ancestors: readonly ElementNode[],
) => Partial<Record<InsetSide, ThemeLength>>;

const SIDES: readonly InsetSide[] = ['margin-left', 'margin-right', 'padding-left', 'padding-right'];
const POINTS_PER: Record<string, number> = { pt: 1, px: 0.75, in: 72, cm: 72 / 2.54, mm: 72 / 25.4, pc: 12 };

interface InsetRule {
  /** The selector's compounds from the element out, each with whether it must be the parent of the one before. */
  chain: { compound: Compound; child: boolean }[];
  sides: Partial<Record<InsetSide, ThemeLength>>;
}

/**
 * The left and right margins and paddings a theme's stylesheet gives elements, for the PDF's check of listing widths:
 * Test-Driven Development with Python's theme indents its listings (`div.sourcecode pre { margin-left: 17pt; }`), and
 * its 77-column lines wrapped with no warning. Read with postcss as hiddenByTheme reads `display`: selectors of one
 * element or of elements inside others (`div.sourcecode pre`, `.example > pre`), outside `@media screen`, lengths in
 * pt, px, in, cm, mm, pc or em, the last rule setting a side taking it.
 */
export function insetsByTheme(css: string | readonly postcss.Rule[]): ThemeInsets {
  const rules: InsetRule[] = [];
  for (const rule of typeof css === 'string' ? printedRules(css) : css) {
    const sides: Partial<Record<InsetSide, ThemeLength>> = {};
    rule.each((node) => {
      if (node.type === 'decl') Object.assign(sides, sidesOf(node.prop.toLowerCase(), node.value));
    });
    if (Object.keys(sides).length === 0) continue;
    for (const selector of rule.selectors) {
      const chain = chainOf(selector);
      if (chain) rules.push({ chain, sides });
    }
  }
  if (rules.length === 0) return () => ({});
  return (el, ancestors) => {
    const set: Partial<Record<InsetSide, ThemeLength>> = {};
    for (const rule of rules) if (matches(rule.chain, el, ancestors)) Object.assign(set, rule.sides);
    return set;
  };
}

/** The sides a declaration sets: one side, or the left and right of a `margin` or `padding` shorthand. */
function sidesOf(prop: string, value: string): Partial<Record<InsetSide, ThemeLength>> {
  const side = SIDES.find((s) => s === prop);
  const length = side && lengthOf(value);
  if (side) return length ? { [side]: length } : {};
  if (prop !== 'margin' && prop !== 'padding') return {};
  const values = value
    .replace(/!important/i, '')
    .trim()
    .split(/\s+/);
  if (values.length === 0 || values.length > 4) return {};
  // CSS's order: top, right, bottom, left; the left is the right when not given.
  const right = values[1] ?? values[0]!;
  const left = values[3] ?? right;
  const out: Partial<Record<InsetSide, ThemeLength>> = {};
  const [l, r] = [lengthOf(left), lengthOf(right)];
  if (l) out[`${prop}-left` as InsetSide] = l;
  if (r) out[`${prop}-right` as InsetSide] = r;
  return out;
}

function lengthOf(value: string): ThemeLength | undefined {
  const match = /^(-?\d*\.?\d+)(pt|px|in|cm|mm|pc|em)?$/i.exec(value.replace(/!important/i, '').trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = match[2]?.toLowerCase();
  if (!unit) return amount === 0 ? { pt: 0, em: 0 } : undefined;
  return unit === 'em' ? { pt: 0, em: amount } : { pt: amount * POINTS_PER[unit]!, em: 0 };
}

function chainOf(selector: string): InsetRule['chain'] | undefined {
  const parts = selector
    .trim()
    .split(/\s*(>)\s*|\s+/)
    .filter((p) => p !== undefined && p !== '');
  const chain: InsetRule['chain'] = [];
  for (let i = parts.length - 1; i >= 0; i--) {
    if (parts[i] === '>') {
      if (chain.length === 0) return undefined;
      chain[chain.length - 1]!.child = true;
      continue;
    }
    const compound =
      compoundOf(parts[i]!) ??
      (/^[a-z][\w-]*$|^\*$/i.test(parts[i]!) ? { tag: parts[i]!.toLowerCase(), tests: [] } : undefined);
    if (!compound) return undefined;
    chain.push({ compound, child: false });
  }
  return chain.length > 0 ? chain : undefined;
}

/** Whether the chain matches `el`, each outer compound the nearest ancestor that fits (its parent, for `>`). */
function matches(chain: InsetRule['chain'], el: ElementNode, ancestors: readonly ElementNode[]): boolean {
  if (!matchesCompound(chain[0]!.compound, el)) return false;
  let at = ancestors.length - 1;
  for (let i = 1; i < chain.length; i++) {
    const { compound } = chain[i]!;
    if (chain[i - 1]!.child) {
      if (at < 0 || !matchesCompound(compound, ancestors[at]!)) return false;
      at--;
      continue;
    }
    while (at >= 0 && !matchesCompound(compound, ancestors[at]!)) at--;
    if (at < 0) return false;
    at--;
  }
  return true;
}
