import { DomNode, ElementNode, walkElements } from '../dom/html-dom';

/** Every page of an EPUB has these, whatever its content. */
const PAGE_ELEMENTS = ['html', 'head', 'body'];

/**
 * What a book's pages hold, to tell a stylesheet rule that can apply from one that selects nothing in this
 * book (a theme's Pygments `pre code.k` rules, when Octavo highlights code with other classes). Only the
 * subject of each selector (its last compound) is looked at: element, classes, id and attribute names.
 */
export class SelectorPresence {
  private readonly elements = new Set(PAGE_ELEMENTS);
  private readonly classes = new Set<string>();
  private readonly ids = new Set<string>();
  private readonly attributes = new Set<string>();
  private readonly pages: DomNode[][] = [];

  add(nodes: DomNode[]): void {
    this.pages.push(nodes);
    walkElements(nodes, (el) => {
      this.elements.add(el.name.toLowerCase());
      for (const name of (el.attrs.get('class') ?? '').split(/\s+/)) if (name) this.classes.add(name);
      const id = el.attrs.get('id');
      if (id) this.ids.add(id);
      for (const name of el.attrs.keys()) this.attributes.add(name.toLowerCase());
    });
  }

  /** False only when no element of the book can be the subject of any of the selector's alternatives. */
  mayMatch(selector: string): boolean {
    return selector.split(',').some((alternative) => this.subjectMayMatch(alternative));
  }

  /**
   * Whether an element that may be the subject of `inner` sits inside (or is) one that may be the subject of
   * `outer`: a colour set on `inner` could then be read on a background `outer` paints.
   */
  mayContain(outer: string, inner: string): boolean {
    const outers = alternativesOf(outer);
    const inners = alternativesOf(inner);
    let found = false;
    for (const nodes of this.pages) {
      walkElements(nodes, (el, ancestors) => {
        if (found || !inners.some((c) => matchesCompound(el, c))) return;
        found = [el, ...ancestors].some((a) => outers.some((c) => matchesCompound(a, c)));
      });
      if (found) return true;
    }
    return false;
  }

  private subjectMayMatch(alternative: string): boolean {
    const { element, classes, ids, attributes } = subjectOf(alternative);
    if (element && !this.elements.has(element)) return false;
    if (classes.some((name) => !this.classes.has(name))) return false;
    if (ids.some((name) => !this.ids.has(name))) return false;
    return attributes.every((name) => this.attributes.has(name));
  }
}

interface Compound {
  element?: string;
  classes: string[];
  ids: string[];
  attributes: string[];
}

function alternativesOf(selector: string): Compound[] {
  return selector.split(',').map(subjectOf);
}

/** The selector alternative's last compound: element, classes, ids and attribute names (pseudo-classes left out). */
function subjectOf(alternative: string): Compound {
  const compound = (
    alternative
      .trim()
      .split(/\s*[\s>+~]\s*/)
      .at(-1) ?? ''
  )
    .replace(/::?[\w-]+(\([^)]*\))?/g, '')
    .replace(/\[([\w:-]+)[^\]]*\]/g, (_all, name: string) => `[${name}]`);
  const element = /^([a-zA-Z][\w-]*)/.exec(compound)?.[1]?.toLowerCase();
  return {
    ...(element ? { element } : {}),
    classes: [...compound.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!),
    ids: [...compound.matchAll(/#([\w-]+)/g)].map((m) => m[1]!),
    attributes: [...compound.matchAll(/\[([\w:-]+)\]/g)].map((m) => m[1]!.toLowerCase()),
  };
}

function matchesCompound(el: ElementNode, compound: Compound): boolean {
  if (compound.element && el.name.toLowerCase() !== compound.element) return false;
  const classes = (el.attrs.get('class') ?? '').split(/\s+/);
  if (compound.classes.some((name) => !classes.includes(name))) return false;
  if (compound.ids.some((id) => el.attrs.get('id') !== id)) return false;
  const names = [...el.attrs.keys()].map((name) => name.toLowerCase());
  return compound.attributes.every((name) => names.includes(name));
}
