import {
  DomNode,
  ElementNode,
  element,
  escapeAttribute,
  hasClass,
  isHeading,
  replaceElements,
} from '../dom/html-dom';

const DELIMITER = /^(-{4,}|\.{4,}|\+{4,}|\/{4,}|`{3,})\s*$/;
const SPECIAL_SECTION = /^\[(appendix|preface)((?:[#.%][^\]]*)?)\]\s*$/;

/**
 * Asciidoctor's HTML drops index terms and does not mark appendix or preface sections. Before
 * converting, index terms become HTMLBook index anchors (passed through) and those sections get a
 * role that survives into the HTML. Delimited blocks (listings, comments) are left alone.
 */
export function prepareAsciidoc(text: string): string {
  const lines = text.split('\n');
  let open: string | null = null;
  return lines
    .map((line) => {
      const delimiter = DELIMITER.exec(line)?.[1];
      if (delimiter) {
        if (open === null) open = delimiter;
        else if (delimiter === open) open = null;
        return line;
      }
      if (open !== null) return line;
      const special = SPECIAL_SECTION.exec(line);
      if (special) return `[${special[1]}.octavo-${special[1]}${special[2]}]`;
      return convertXrefs(convertIndexTerms(line));
    })
    .join('\n');
}

function anchor(terms: string[]): string {
  const [primary, secondary, tertiary] = terms.map((t) => t.trim().replace(/^"(.*)"$/, '$1'));
  if (!primary) return '';
  const attrs = [
    `data-primary="${escapeAttribute(primary)}"`,
    secondary ? `data-secondary="${escapeAttribute(secondary)}"` : '',
    tertiary ? `data-tertiary="${escapeAttribute(tertiary)}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `pass:[<a data-type="indexterm" ${attrs}></a>]`.replace(/\](?!$)/g, '\\]');
}

function xrefAnchor(target: string): string {
  const href = target.includes('#') ? target : `#${target}`;
  return `pass:[<a data-type="xref" href="${escapeAttribute(href)}"></a>]`;
}

/**
 * `<<id>>` and `xref:id[]` without text become HTMLBook xrefs, so they read "Figure 3-1" or "Chapter 2"
 * like every other source (Asciidoctor would print the target's title).
 */
function convertXrefs(line: string): string {
  return line
    .replace(
      /(^|[^`\\])<<([A-Za-z_][\w:./#-]*)>>/g,
      (_m, before: string, target: string) => before + xrefAnchor(target),
    )
    .replace(
      /(^|[^\w`\\])xref:([A-Za-z_][\w:./#-]*)\[\]/g,
      (_m, before: string, target: string) => before + xrefAnchor(target),
    );
}

function convertIndexTerms(line: string): string {
  return line
    .replace(/\(\(\(([^()]+?)\)\)\)/g, (_m, terms: string) => anchor(terms.split(',')))
    .replace(/\(\(([^()]+?)\)\)/g, (_m, term: string) => `${term}${anchor([term])}`)
    .replace(/\bindexterm:\[([^\]]+)\]/g, (_m, terms: string) => anchor(terms.split(',')))
    .replace(/\bindexterm2:\[([^\]]+)\]/g, (_m, term: string) => `${term}${anchor([term])}`);
}

/**
 * A `[appendix]`/`[preface]` section becomes an HTMLBook division: its heading the division title
 * (without Asciidoctor's "Appendix A:" caption: the book numbers appendixes itself), its subsections
 * one level up.
 */
export function asciidocDivisions(nodes: DomNode[]): DomNode[] {
  return replaceElements(nodes, (el) => {
    if (el.name !== 'div' || !hasClass(el, 'sect1')) return undefined;
    const kind = hasClass(el, 'octavo-appendix')
      ? 'appendix'
      : hasClass(el, 'octavo-preface')
        ? 'preface'
        : null;
    if (!kind) return undefined;
    const body = flatten(el.children);
    shift(body);
    const title = body.find((n): n is ElementNode => n.type === 'element' && n.name === 'h1');
    const id = title?.attrs.get('id');
    if (title) {
      title.attrs.delete('id');
      const first = title.children[0];
      if (kind === 'appendix' && first?.type === 'text') {
        title.children[0] = {
          type: 'text',
          value: first.value.replace(/^(?:Appendix\s+)?[A-Z]+[.:]\s+/, ''),
        };
      }
    }
    return [element('section', { 'data-type': kind, ...(id ? { id } : {}) }, body)];
  });
}

function flatten(nodes: DomNode[]): DomNode[] {
  return replaceElements(nodes, (el) =>
    el.name === 'div' && (/^sect[0-6]\b/.test(el.attrs.get('class') ?? '') || hasClass(el, 'sectionbody'))
      ? flatten(el.children)
      : undefined,
  );
}

function shift(nodes: DomNode[]): void {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    if (isHeading(node)) node.name = `h${Math.max(1, Number(node.name.slice(1)) - 1)}`;
    shift(node.children);
  }
}

function titleDiv(el: ElementNode): ElementNode | undefined {
  return el.children.find(
    (c): c is ElementNode => c.type === 'element' && c.name === 'div' && hasClass(c, 'title'),
  );
}

function contentOf(el: ElementNode): DomNode[] {
  return el.children.flatMap((c) =>
    c.type === 'element' && c.name === 'div' && hasClass(c, 'content')
      ? c.children
      : c.type === 'element' && hasClass(c, 'title')
        ? []
        : [c],
  );
}

/**
 * Asciidoctor's titled blocks (`.Title` above an image, example or listing) become HTMLBook formal
 * blocks, numbered per chapter like every other source: a titled image a `<figure>` with a
 * `<figcaption>`, a titled example or listing a `<div data-type="example">` with an `<h5>` title.
 * Tables already carry a `<caption>`.
 */
export function asciidocBlocks(nodes: DomNode[]): DomNode[] {
  return replaceElements(nodes, (el) => {
    if (el.name !== 'div') return undefined;
    const title = titleDiv(el);
    if (!title) return undefined;
    const id = el.attrs.get('id');
    const idAttr: Record<string, string> = id ? { id } : {};
    if (hasClass(el, 'imageblock')) {
      return [element('figure', idAttr, [...contentOf(el), element('figcaption', {}, title.children)])];
    }
    if (hasClass(el, 'exampleblock') || hasClass(el, 'listingblock')) {
      const body = asciidocBlocks(contentOf(el));
      return [
        element('div', { 'data-type': 'example', ...idAttr }, [element('h5', {}, title.children), ...body]),
      ];
    }
    return undefined;
  });
}
