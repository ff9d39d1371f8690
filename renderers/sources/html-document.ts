import {
  DomNode,
  ElementNode,
  element,
  findElements,
  hasClass,
  isHeading,
  replaceElements,
  replacing,
  text,
  textContent,
  walkElements,
} from '../dom/html-dom';

/** Page furniture of a generated standalone page (Asciidoctor's header/footer/toc), never book content. */
const CHROME_IDS = new Set(['header', 'footer', 'footer-text', 'toc', 'toctitle', 'preamble-toc']);

/**
 * What a listed HTML file contributes: a fragment as it is; a whole document its `<body>`, or the
 * `#content` / `<main>` of a generated standalone page, without the page's chrome.
 */
export function documentContent(nodes: DomNode[]): DomNode[] {
  // Only a document's own <html> and <body>, at the top: a `<body>` written in a paragraph of Markdown ("set it in
  // the <body> tag") is no document, and taking it for one kept that paragraph's end and dropped the chapter.
  const top = nodes.filter((node): node is ElementNode => node.type === 'element');
  const root = top.find((el) => el.name === 'html');
  const body = [...(root ? children(root) : []), ...top].find((el) => el.name === 'body');
  const htmlElement = body ? undefined : root;
  const page = body
    ? body.children
    : htmlElement
      ? htmlElement.children.filter((n) => n.type !== 'element' || n.name !== 'head')
      : nodes;
  const [content] = findElements(
    page,
    (el) => (el.name === 'div' && el.attrs.get('id') === 'content') || el.name === 'main',
  );
  const chosen = content && (body || htmlElement) ? content.children : page;
  // An HTMLBook element (`<nav data-type="toc" id="toc">`, as O'Reilly's own sample has it) is the book's, not furniture.
  const kept = replaceElements(chosen, (el) =>
    CHROME_IDS.has(el.attrs.get('id') ?? '') && !el.attrs.has('data-type') ? [] : undefined,
  );
  // An HTMLBook book's body (`<body data-type="book">`) stays a book: its own title heading is not a chapter.
  return body?.attrs.get('data-type') === 'book' && !content
    ? [element('div', { 'data-type': 'book' }, kept)]
    : kept;
}

/** Asciidoctor's HTML5 output (standalone pages exported from an AsciiDoc book) has these marks. */
export function looksLikeAsciidoctorHtml(nodes: DomNode[]): boolean {
  return (
    findElements(
      nodes,
      (el) =>
        el.name === 'div' &&
        (hasClass(el, 'sect1') || hasClass(el, 'sectionbody') || hasClass(el, 'paragraph')),
    ).length > 0
  );
}

const CAPTION = /^\s*(Appendix|Chapter|Part)\s+([A-Z]+|\d+|[IVXLC]+)\s*[.:]\s+/;
const SECT_CLASS = /^sect([0-5])$/;

function classes(el: ElementNode): string[] {
  return (el.attrs.get('class') ?? '').split(/\s+/).filter(Boolean);
}

function otherClasses(el: ElementNode, drop: (name: string) => boolean): Record<string, string> {
  const kept = classes(el).filter((c) => !drop(c));
  return kept.length ? { class: kept.join(' ') } : {};
}

function children(el: ElementNode): ElementNode[] {
  return el.children.filter((c): c is ElementNode => c.type === 'element');
}

function titleDiv(el: ElementNode): ElementNode | undefined {
  return children(el).find((c) => c.name === 'div' && hasClass(c, 'title'));
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

/** Takes Asciidoctor's caption ("Appendix A: ") off a heading; returns what it said. */
function takeCaption(heading: ElementNode): string | undefined {
  const first = heading.children[0];
  if (first?.type !== 'text') return undefined;
  const match = CAPTION.exec(first.value);
  if (!match) return undefined;
  heading.children[0] = text(first.value.slice(match[0].length));
  return match[1].toLowerCase();
}

/**
 * Asciidoctor's HTML5 as HTMLBook: `div.sectN` become sections (a top-level one a chapter, or an
 * appendix when Asciidoctor captioned it "Appendix A:"), paragraphs lose their wrappers, admonition
 * tables become `data-type` notes, titled images figures, titled examples and listings examples,
 * sidebars asides. The structure (and so the book's divisions and contents) then reads the same as
 * when Octavo converts the AsciiDoc itself.
 */
export function asciidoctorHtmlToHtmlBook(nodes: DomNode[]): DomNode[] {
  markBlockXrefs(nodes);
  markBlockCaptions(nodes);
  return convertAsciidoctorHtml(nodes);
}

/** A caption Asciidoctor writes before a block's title ("Figure 5. ", "Table 2. ", "Beispiel 3. "). */
const BLOCK_CAPTION = /^\p{L}[\p{L} ]* \d+\.\s+/u;

/**
 * Asciidoctor writes an xref to a titled figure, table or example as a plain link whose text is the block's title
 * (its caption left off): the book's own reference reads "Figure 6-5". Such a link is marked an HTMLBook xref, so
 * it gets the label the book gives the block; a link with other text keeps the author's words.
 */
function markBlockXrefs(nodes: DomNode[]): void {
  const titles = new Map<string, string>();
  walkElements(nodes, (el) => {
    const id = el.attrs.get('id');
    if (!id || !/^(?:div|table)$/.test(el.name)) return;
    const title = children(el).find(
      (c) => hasClass(c, 'title') && (c.name === 'div' || c.name === 'caption'),
    );
    if (title) titles.set(id, collapse(textContent(title)).replace(BLOCK_CAPTION, ''));
  });
  walkElements(nodes, (el) => {
    const href = el.attrs.get('href');
    if (el.name !== 'a' || !href?.startsWith('#') || el.attrs.has('data-type')) return;
    const title = titles.get(href.slice(1));
    if (title !== undefined && title !== '' && collapse(textContent(el)) === title)
      el.attrs.set('data-type', 'xref');
  });
}

/**
 * The caption Asciidoctor numbered ("Figure 1. "), set apart as HTMLBook's label: a number its tool wrote, which the
 * book's numbering replaces, not one the author wrote and cites by in the text.
 */
const NUMBERED_BLOCKS = ['imageblock', 'exampleblock', 'listingblock', 'table'];

function markBlockCaptions(nodes: DomNode[]): void {
  walkElements(nodes, (el, ancestors) => {
    if (!hasClass(el, 'title') || (el.name !== 'div' && el.name !== 'caption')) return;
    const block = ancestors[ancestors.length - 1];
    if (!block || !NUMBERED_BLOCKS.some((name) => hasClass(block, name) || block.name === name)) return;
    const first = el.children[0];
    if (first?.type !== 'text') return;
    const caption = BLOCK_CAPTION.exec(first.value);
    if (!caption) return;
    el.children.splice(
      0,
      1,
      element('span', { 'data-type': 'label' }, [text(caption[0].trimEnd())]),
      text(` ${first.value.slice(caption[0].length)}`),
    );
  });
}

function collapse(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function convertAsciidoctorHtml(nodes: DomNode[]): DomNode[] {
  return replaceElements(nodes, (el) => {
    if (el.name !== 'div') return undefined;
    const sect = classes(el)
      .map((c) => SECT_CLASS.exec(c))
      .find(Boolean);
    if (sect) return [replacing(el, sectionOf(el, Number(sect[1])))];
    if (hasClass(el, 'sectionbody')) return convertAsciidoctorHtml(el.children);
    if (hasClass(el, 'paragraph') && !titleDiv(el)) return convertAsciidoctorHtml(el.children);
    if (hasClass(el, 'admonitionblock')) return [replacing(el, admonitionOf(el))];
    if (hasClass(el, 'sidebarblock')) {
      const title = titleDiv(el.children.find((c): c is ElementNode => c.type === 'element') ?? el);
      const body = contentOf(
        children(el).find((c) => hasClass(c, 'content')) ?? element('div', {}, el.children),
      );
      return [
        replacing(
          el,
          element('aside', { 'data-type': 'sidebar', ...idOf(el) }, [
            ...(title ? [element('h5', {}, title.children)] : []),
            ...convertAsciidoctorHtml(body.filter((n) => n !== title)),
          ]),
        ),
      ];
    }
    const title = titleDiv(el);
    if (!title) return undefined;
    if (hasClass(el, 'imageblock')) {
      return [
        replacing(
          el,
          element('figure', idOf(el), [
            ...convertAsciidoctorHtml(contentOf(el)),
            element('figcaption', {}, title.children),
          ]),
        ),
      ];
    }
    if (hasClass(el, 'exampleblock') || hasClass(el, 'listingblock')) {
      return [
        replacing(
          el,
          element('div', { 'data-type': 'example', ...idOf(el) }, [
            element('h5', {}, title.children),
            ...convertAsciidoctorHtml(contentOf(el)),
          ]),
        ),
      ];
    }
    return undefined;
  });
}

/** Asciidoctor's generated ids start with `_`: they may repeat across exported pages, renamed silently. */
function idOf(el: ElementNode): Record<string, string> {
  const id = el.attrs.get('id');
  if (!id) return {};
  return id.startsWith('_') ? { id, 'data-octavo-auto-id': '' } : { id };
}

function sectionOf(el: ElementNode, level: number): ElementNode {
  const heading = children(el).find(isHeading);
  const id = heading?.attrs.get('id') ?? el.attrs.get('id');
  if (heading) heading.attrs.delete('id');
  let type = `sect${Math.max(1, level - 1)}`;
  if (level <= 1 && heading) {
    const caption = takeCaption(heading);
    type = caption === 'appendix' ? 'appendix' : caption === 'part' ? 'part' : 'chapter';
    if (type === 'chapter') type = styledSectionKind(heading) ?? type;
  }
  if (level === 0) type = 'part';
  const attrs: Record<string, string> = {
    'data-type': type,
    ...(id ? idOf(element('div', { id })) : {}),
    ...otherClasses(el, (c) => SECT_CLASS.test(c)),
  };
  return element(type === 'part' ? 'div' : 'section', attrs, convertAsciidoctorHtml(el.children));
}

/**
 * Asciidoctor's HTML5 drops a section's style (`[preface]`, `[glossary]` …): the page keeps only the title, which
 * is the style's own name when the author kept the conventional one. Numbered as a chapter, a preface made the
 * book's Chapter 1 its second chapter and every cross-reference one chapter off.
 */
const STYLE_TITLES: Record<string, string> = {
  preface: 'preface',
  foreword: 'foreword',
  dedication: 'dedication',
  acknowledgments: 'acknowledgments',
  acknowledgements: 'acknowledgments',
  colophon: 'colophon',
  glossary: 'glossary',
  bibliography: 'bibliography',
};

function styledSectionKind(heading: ElementNode): string | undefined {
  return STYLE_TITLES[textContent(heading).trim().toLowerCase()];
}

const ADMONITION_TYPES = new Set(['note', 'tip', 'warning', 'caution', 'important']);

function admonitionOf(el: ElementNode): ElementNode {
  const type = classes(el).find((c) => ADMONITION_TYPES.has(c)) ?? 'note';
  const [cell] = findElements([el], (c) => c.name === 'td' && hasClass(c, 'content'));
  const body = cell ? cell.children : contentOf(el);
  const title = body.find(
    (n): n is ElementNode => n.type === 'element' && n.name === 'div' && hasClass(n, 'title'),
  );
  return element('div', { 'data-type': type, ...idOf(el) }, [
    ...(title ? [element('h6', {}, title.children)] : []),
    ...convertAsciidoctorHtml(body.filter((n) => n !== title)),
  ]);
}
