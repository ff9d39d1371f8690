import { DomNode, ElementNode, element, text } from '../dom/html-dom';
import { VERBATIM_ELEMENTS } from '../dom/verbatim-elements';

/**
 * Two or more hyphens typed for a dash (`--`, `---`), as HTMLBook, which sets no typography, prints them; and an
 * arrow typed with hyphens (`->`, `<-`, `-->`), PHP's `$this->baseurl` written in prose among them.
 */
const HYPHEN_RUN = /<?-+>|<-+|-{2,}/g;
const HAS_HYPHEN_RUN = /--|->|<-/;
/** The class print-style.ts keeps on one line (Atlas's keep-together). */
const ONE_LINE_CLASS = 'keep-together';

/**
 * Keeps each dash typed as hyphens on one line. Chromium breaks after any hyphen, the first of a pair too: a line
 * ended with "become -" and the next began "- software", and one page of the German Joomla book ended "Die Variable
 * $this-" and the next began ">baseurl". The run is held together as the dash or arrow it stands for is; the lines
 * still break at the spaces around it.
 */
export function keepHyphenDashesWhole(nodes: DomNode[]): void {
  const visit = (el: ElementNode) => {
    if (VERBATIM_ELEMENTS.has(el.name)) return;
    if (el.name === 'span' && el.attrs.get('class')?.split(/\s+/).includes(ONE_LINE_CLASS)) return;
    el.children = el.children.flatMap((child): DomNode[] => {
      if (child.type === 'element') {
        visit(child);
        return [child];
      }
      return HAS_HYPHEN_RUN.test(child.value) ? heldRuns(child.value) : [child];
    });
  };
  for (const node of nodes) if (node.type === 'element') visit(node);
}

function heldRuns(value: string): DomNode[] {
  const out: DomNode[] = [];
  let from = 0;
  for (const match of value.matchAll(HYPHEN_RUN)) {
    if (match.index > from) out.push(text(value.slice(from, match.index)));
    out.push(element('span', { class: ONE_LINE_CLASS }, [text(match[0])]));
    from = match.index + match[0].length;
  }
  if (from < value.length) out.push(text(value.slice(from)));
  return out;
}
