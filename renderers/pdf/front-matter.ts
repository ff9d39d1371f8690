import { escapeText } from '../dom/html-dom';
import { BookModel, Division } from '../model/book-model';
import { PageBlock } from './page-plan';

export const HALF_TITLE_ID = 'octavo-half-title';
export const TITLE_ID = 'octavo-title';
export const COPYRIGHT_ID = 'octavo-copyright';

/** A generated page: its page style and its HTML. */
export interface GeneratedPage {
  block: PageBlock;
  html: string;
}

function page(id: string, className: string, inner: string, recto = true): GeneratedPage {
  const pageName = `${id}-page`;
  return {
    block: { id, pageName, numbering: 'front', folio: false, recto },
    html: `<section class="${className}" id="${id}" style="page: ${pageName}">${inner}</section>`,
  };
}

/** 9781491971949 → 978-1-4919-7194-9 is publisher-specific; the 13 digits grouped as printed most often. */
function isbnText(isbn: string): string {
  return /^\d{13}$/.test(isbn)
    ? `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 9)}-${isbn.slice(9, 12)}-${isbn.slice(12)}`
    : isbn;
}

/**
 * The pages a book opens with, made from its metadata where it has none of its own: a half-title
 * (print only: the title alone on the first leaf), the title page (title, subtitle, authors,
 * publisher) and, when there is something to say, the copyright page (rights, ISBN, edition, date).
 */
export function generatedFrontMatter(
  model: BookModel,
  divisions: Division[],
  forPrint: boolean,
): GeneratedPage[] {
  const has = (kind: Division['kind']) => divisions.some((d) => d.kind === kind);
  const pages: GeneratedPage[] = [];
  if (has('titlepage')) return pages;
  const title = `<h1 class="book-title">${escapeText(model.title)}</h1>`;
  // The half-title repeats the title without being a heading of its own.
  const halfTitle = `<p class="book-title">${escapeText(model.title)}</p>`;
  if (forPrint && !has('halftitlepage')) pages.push(page(HALF_TITLE_ID, 'halftitle-block', halfTitle));
  const subtitle = model.subtitle ? `<p class="book-subtitle">${escapeText(model.subtitle)}</p>` : '';
  const authors = model.authors.length
    ? `<p class="book-author">${escapeText(model.authors.join(', '))}</p>`
    : '';
  const publisher = model.publisher ? `<p class="book-publisher">${escapeText(model.publisher)}</p>` : '';
  pages.push(page(TITLE_ID, 'titlepage-block', `${title}${subtitle}${authors}${publisher}`));
  if (has('copyright-page')) return pages;
  const lines = [
    `<p class="book-title-line">${titleLine(model)}</p>`,
    model.rights ? `<p class="book-rights">${escapeText(model.rights)}</p>` : '',
    model.publisher
      ? `<p>${filledText(model.labels.publishedBy, { publisher: escapeText(model.publisher) })}</p>`
      : '',
    model.edition || model.date
      ? `<p>${escapeText([model.edition, model.date].filter(Boolean).join(', '))}</p>`
      : '',
    model.isbn ? `<p class="book-isbn">ISBN: ${escapeText(isbnText(model.isbn))}</p>` : '',
  ];
  if (!model.rights && !model.publisher && !model.edition && !model.date && !model.isbn) return pages;
  pages.push(page(COPYRIGHT_ID, 'copyright-block', lines.join(''), false));
  return pages;
}

/** "<cite>Title</cite>: Subtitle, by Ada Lovelace", in the book's language. */
function titleLine(model: BookModel): string {
  const title = `<cite>${escapeText(model.title)}</cite>${model.subtitle ? `: ${escapeText(model.subtitle)}` : ''}`;
  if (model.authors.length === 0) return title;
  return filledText(model.labels.titleByAuthors, { title, authors: escapeText(model.authors.join(', ')) });
}

/** A label's `{name}`s replaced by markup, its own words escaped. */
function filledText(template: string, markup: Record<string, string>): string {
  return template
    .split(/(\{[a-z]+\})/)
    .map((piece) => {
      const name = /^\{([a-z]+)\}$/.exec(piece)?.[1];
      return name !== undefined && name in markup ? markup[name]! : escapeText(piece);
    })
    .join('');
}

export const FRONT_MATTER_CSS = `
section.halftitle-block { padding-top: 30%; text-align: center; }
section.halftitle-block .book-title { font-size: 20pt; }
section.titlepage-block { padding-top: 25%; text-align: center; }
.book-subtitle { font-family: "Octavo Sans", sans-serif; font-size: 14pt; margin: 0 0 2.5em; text-align: center; }
.book-author { font-size: 13pt; margin-bottom: 0.4em; }
.book-publisher { font-family: "Octavo Sans", sans-serif; font-size: 10pt; margin-top: 45%; text-align: center; }
section.copyright-block { padding-top: 85%; font-size: 0.85em; }
section.copyright-block p { text-align: left; margin: 0 0 0.6em; }
`;
