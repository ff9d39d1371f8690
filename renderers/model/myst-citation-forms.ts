import { DomNode, element, text } from '../dom/html-dom';
import type { CitedWork } from '../sources/myst-bibliography';

/** One key of a `{cite:…}` role: its work when a reference list of the book holds it, and the text around it. */
export interface CitedReference {
  key: string;
  work?: CitedWork;
  pre?: string;
  post?: string;
}

/** sphinxcontrib-bibtex's reference styles Octavo prints: `label` (its default) and `author_year`. */
export type CitationStyle = 'label' | 'author_year';

/** A link to `key`'s entry holding `children`. */
export type CitationLink = (key: string, children: DomNode[]) => DomNode;

/**
 * A `{cite:form}` role as sphinxcontrib-bibtex prints it in `style` (its referencing styles' templates): `p` is
 * `[Knu84]` or `[Knuth, 1984]`, `t` `Knuth [Knu84]` or `Knuth [1984]`, `ct` the same capitalised, an `s` after either
 * names every author (`A, B, and C`, not `A et al.`), `alp` leaves the brackets off; `author`, `label`, `year` (each
 * with `par` for brackets) print that alone; `empty` prints nothing. A key of no reference list prints itself.
 */
export function citationNodes(
  style: CitationStyle,
  form: string,
  references: readonly CitedReference[],
  link: CitationLink,
): DomNode[] {
  const full = /(?:^(?:al)?p|^c?t|author|authorpar)s$/.test(form);
  const brackets = /^p|par$/.test(form);
  const capitalised = /^c/.test(form);
  if (form === 'empty') return [];
  const items = references.map((reference) => inner(style, form, reference, full, link));
  const joined = items.flatMap((item, index) => (index === 0 ? item : [text(', '), ...item]));
  if (capitalised) capitaliseFirst(joined);
  return brackets ? [text('['), ...joined, text(']')] : joined;
}

function inner(
  style: CitationStyle,
  form: string,
  { key, work, pre, post }: CitedReference,
  full: boolean,
  link: CitationLink,
): DomNode[] {
  if (!work) return [link(key, [text(key)])];
  const year = work.year ?? 'n.d.';
  const around = (nodes: DomNode[]) => [
    ...(pre ? [text(`${pre} `)] : []),
    ...nodes,
    ...(post ? [text(`, ${post}`)] : []),
  ];
  if (/^(?:al)?ps?$/.test(form)) {
    const cited = style === 'author_year' ? [...names(work, full), text(`, ${year}`)] : [text(work.label)];
    return around([link(key, cited)]);
  }
  if (/^c?ts?$/.test(form)) {
    const cited = style === 'author_year' ? year : work.label;
    return [...names(work, full), text(' ['), ...around([link(key, [text(cited)])]), text(']')];
  }
  if (/author/.test(form)) return [link(key, names(work, full))];
  if (/^label/.test(form)) return [link(key, [text(work.label)])];
  return [link(key, [text(year)])];
}

/**
 * The work's authors as sphinxcontrib-bibtex's person style names them: family names, `A and B`, and past two
 * `A, B, and C` when `full`, else `A et al.`; a work with neither authors nor editors is named by its title.
 */
function names(work: CitedWork, full: boolean): DomNode[] {
  const [first, second] = work.names;
  if (first === undefined) return [element('em', {}, [text(work.title ?? work.key)])];
  if (second === undefined) return [text(first)];
  if (work.names.length === 2) return [text(`${first} and ${second}`)];
  if (!full) return [text(`${first} `), element('em', {}, [text('et al.')])];
  return [text(`${work.names.slice(0, -1).join(', ')}, and ${work.names.at(-1)!}`)];
}

function capitaliseFirst(nodes: DomNode[]): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      if (node.value.trim() === '') continue;
      node.value = node.value.replace(/\p{L}/u, (letter) => letter.toUpperCase());
      return;
    }
    if (node.children.length > 0) return capitaliseFirst(node.children);
  }
}
