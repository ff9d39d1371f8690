import { DomNode, walkElements } from '../dom/html-dom';

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

  add(nodes: DomNode[]): void {
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

  private subjectMayMatch(alternative: string): boolean {
    const compound = (
      alternative
        .trim()
        .split(/\s*[\s>+~]\s*/)
        .at(-1) ?? ''
    )
      .replace(/::?[\w-]+(\([^)]*\))?/g, '')
      .replace(/\[([\w:-]+)[^\]]*\]/g, (_all, name: string) => `[${name}]`);
    const element = /^([a-zA-Z][\w-]*)/.exec(compound)?.[1]?.toLowerCase();
    if (element && !this.elements.has(element)) return false;
    for (const [, name] of compound.matchAll(/\.([\w-]+)/g)) if (!this.classes.has(name!)) return false;
    for (const [, name] of compound.matchAll(/#([\w-]+)/g)) if (!this.ids.has(name!)) return false;
    for (const [, name] of compound.matchAll(/\[([\w:-]+)\]/g)) {
      if (!this.attributes.has(name!.toLowerCase())) return false;
    }
    return true;
  }
}
