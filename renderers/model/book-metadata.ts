import { ElementNode, findElements, hasClass, textContent } from '../dom/html-dom';
import { PlatformConfig } from '../types';
import { isTemplatePlaceholder } from './template-placeholders';
import { titleText } from './title-text';
import { comparable } from './title-page-title';

/** What a book says about itself: from the config first, else its HTMLBook title and copyright pages. */
export interface BookMetadata {
  title?: string;
  subtitle?: string;
  authors: string[];
  publisher?: string;
  rights?: string;
  isbn?: string;
  date?: string;
  edition?: string;
  description?: string;
}

const clean = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim() || undefined;
/** What the front matter says, unless it still is the template's placeholder (`Book Subtitle`, `Author Name`). */
const written = (value: string | undefined) => {
  const text = clean(value);
  return text && !isTemplatePlaceholder(text) ? text : undefined;
};

function byClass(root: ElementNode, name: string): ElementNode | undefined {
  return findElements([root], (el) => hasClass(el, name))[0];
}

/** Atlas's `class="author"`, or HTMLBook's own `data-type="author"` (a title page written to the spec). */
function isMarked(el: ElementNode, name: string): boolean {
  return hasClass(el, name) || el.attrs.get('data-type') === name;
}

/** "by Andreas M. Antonopoulos and Dr. Gavin Wood" → two names; "Servlet Team, https://…" → one. */
export function splitAuthors(line: string): string[] {
  if (isTemplatePlaceholder(line)) return [];
  return line
    .replace(/^\s*by\s+/i, '')
    .split(/\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*|;\s*)/)
    .map((name) => name.replace(/\s+/g, ' ').trim())
    .filter((name) => name.length > 1 && !ADDRESS.test(name));
}

/**
 * Where to reach the authors, written among their names ("Jakarta Servlet Team, https://projects.eclipse.org/…"):
 * a web or mail address, never an author.
 */
const ADDRESS = /^(?:[a-z][a-z0-9+.-]*:\/\/|mailto:|www\.)\S*$|^[^\s@]+@[^\s@]+\.[^\s@]+$/i;

/** 978-1-491-97194-9 (or ISBN 1491971940-like forms): the 13 digits, when the check digit is right. */
export function findIsbn13(text: string): string | undefined {
  for (const match of text.matchAll(/97[89][\d\s‐-]{9,16}\d/g)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length === 13 && isbnCheckDigitOk(digits)) return digits;
  }
  return undefined;
}

function isbnCheckDigitOk(digits: string): boolean {
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
}

/** Reads the book's own front matter (Atlas: `titlepage.html`, `copyright.html`). */
export function metadataFromFrontMatter(titlepage?: ElementNode, copyright?: ElementNode): BookMetadata {
  const found: BookMetadata = { authors: [] };
  if (titlepage) {
    const heading = findElements([titlepage], (el) => el.name === 'h1')[0];
    found.title = heading ? written(titleText(heading)) : undefined;
    const subtitle =
      findElements([titlepage], (el) => isMarked(el, 'subtitle'))[0] ??
      findElements([titlepage], (el) => el.name === 'h2')[0];
    found.subtitle = subtitle ? written(titleText(subtitle)) : undefined;
    const authors = findElements([titlepage], (el) => isMarked(el, 'author'));
    found.authors = authors.flatMap((el) => splitAuthors(textContent(el)));
    found.edition = clean(byClass(titlepage, 'edition') && textContent(byClass(titlepage, 'edition')!));
  }
  if (copyright) {
    if (found.authors.length === 0) {
      const author = byClass(copyright, 'author');
      if (author) found.authors = splitAuthors(textContent(author));
    }
    const rights = byClass(copyright, 'copyright');
    found.rights = clean(rights && textContent(rights)) ?? noticeIn(copyright);
    const publisher = byClass(copyright, 'publishername');
    found.publisher = clean(publisher && textContent(publisher));
    const text = textContent(copyright);
    found.isbn = findIsbn13(text);
    const year = /(?:©|\(c\)|Copyright)\s*(\d{4})/i.exec(found.rights ?? text)?.[1];
    const release = /(\d{4}-\d{2}-\d{2}):\s*First Release/i.exec(text)?.[1];
    found.date = release ?? year;
    found.edition ??= clean(
      /\b(First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|\d+(?:st|nd|rd|th)) Edition\b/i.exec(
        text,
      )?.[0],
    );
  }
  return found;
}

/** A statement of copyright; failing one, of the licence the work is under. */
const COPYRIGHT_STATEMENT = /\bcopyright\b|\u00a9|\(c\)\s*\d{4}|\ball rights reserved\b/i;
const LICENCE_STATEMENT = /\blicen[cs](?:e|ed)\b/i;
/** Past this length a notice is cut to its sentences that state the copyright or licence. */
const LONG_NOTICE = 300;

/**
 * The rights statement of a copyright page written as plain text (an untitled LICENSE file made the copyright
 * page, with no `class="copyright"` as Atlas's copyright.html has): its first paragraph stating the copyright, or
 * else the licence; a long one cut to the sentences that do.
 */
function noticeIn(copyright: ElementNode): string | undefined {
  const paragraphs = findElements([copyright], (el) => el.name === 'p').map((p) =>
    textContent(p).replace(/\s+/g, ' ').trim(),
  );
  const notice =
    paragraphs.find((p) => COPYRIGHT_STATEMENT.test(p)) ?? paragraphs.find((p) => LICENCE_STATEMENT.test(p));
  if (!notice || notice.length <= LONG_NOTICE) return clean(notice);
  const sentences = notice
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => COPYRIGHT_STATEMENT.test(sentence) || LICENCE_STATEMENT.test(sentence));
  return clean(sentences.join(' '));
}

/**
 * The config wins where it speaks; the front matter fills the rest. A config title that already holds the title
 * page's subtitle ("Mastering Git: A Field Guide" over a page parted into the two) takes no subtitle beside it.
 */
export function mergeMetadata(config: PlatformConfig, front: BookMetadata): BookMetadata {
  const title = clean(config.title);
  const subtitleInTitle =
    title !== undefined &&
    front.subtitle !== undefined &&
    comparable(title).includes(comparable(front.subtitle));
  return {
    title: title ?? front.title,
    subtitle: clean(config.subtitle) ?? (subtitleInTitle ? undefined : front.subtitle),
    authors: config.authors?.length ? config.authors : front.authors,
    publisher: clean(config.publisher) ?? front.publisher,
    rights: clean(config.rights) ?? front.rights,
    isbn: front.isbn,
    date: clean(config.date) ?? front.date,
    edition: front.edition,
    description: clean(config.description),
  };
}
