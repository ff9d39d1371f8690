import { escapeAttribute, escapeText } from '../dom/html-dom';
import { SiteLabels } from './site-labels';
import { directionAttribute, TextDirection } from '../typography/text-direction';

/** Where the site's own files live in the zip (never the book's: those are under assets/ and fonts/). */
export const SITE_DIR = 'site';
export const STYLESHEET = 'style.css';
export const SITE_SCRIPT_FILE = `${SITE_DIR}/site.js`;
export const SEARCH_LIBRARY_FILE = `${SITE_DIR}/minisearch.js`;
export const SEARCH_INDEX_FILE = `${SITE_DIR}/search-index.js`;

export interface NavLink {
  href: string;
  title: string;
}

export interface SitePageParts {
  lang: string;
  direction: TextDirection;
  /** The chrome's words in the book's language. */
  labels: SiteLabels;
  /** The book's word for its contents ("Contents", "目录"): the sidebar's and the navigation's. */
  contentsLabel: string;
  /** The document title (`<title>`). */
  title: string;
  bookTitle: string;
  /** What the book is about, in a sentence or two (what search results show under the title). */
  description?: string;
  /** The contents list for the sidebar (see sidebarContents). */
  contents: string;
  /** The whole book is on this page: the sidebar follows the reader's scrolling. */
  single: boolean;
  /** The book's theme has colours for a light page only (see themeIsLightOnly). */
  lightOnly: boolean;
  /** What `<main>` holds. */
  main: string;
  /** Previous/next links around the text; none on a one-page book. */
  nav?: { prev?: NavLink; next?: NavLink; contents: boolean };
}

/**
 * A page of the site: a header with the book's title and the search field, the contents sidebar (a
 * `<details>` disclosure, so phones can fold it even without JavaScript), then the page's text between
 * its previous/next links. Everything the page loads is in the zip; the one script is Octavo's own.
 */
export function sitePage(parts: SitePageParts): string {
  const nav = parts.nav;
  const { labels, contentsLabel } = parts;
  const navBar = (position: 'top' | 'bottom') =>
    nav ? pageNavigation(nav, position, labels, contentsLabel) : '';
  return `<!DOCTYPE html>
<html lang="${escapeAttribute(parts.lang)}"${directionAttribute(parts.direction)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Octavo">
<meta name="color-scheme" content="${parts.lightOnly ? 'light' : 'light dark'}">
${parts.description ? `<meta name="description" content="${escapeAttribute(parts.description)}">\n` : ''}<title>${escapeText(parts.title)}</title>
<link rel="stylesheet" href="${STYLESHEET}">
<script src="${SITE_SCRIPT_FILE}" defer></script>
</head>
<body>
<a class="skip-link" href="#content">${escapeText(labels.skipToText)}</a>
<header class="site-header">
<a class="site-title" href="index.html">${escapeText(parts.bookTitle)}</a>
${searchBox(labels)}
</header>
<div class="site-body">
<details class="site-contents" id="site-contents"${parts.single ? ' data-single' : ''}>
<summary>${escapeText(contentsLabel)}</summary>
<nav aria-label="${escapeAttribute(labels.bookContents)}">
${parts.contents}
</nav>
</details>
<div class="site-page">
${navBar('top')}
<main id="content">
${parts.main}
</main>
${navBar('bottom')}
</div>
</div>
</body>
</html>
`;
}

/** Shown by the site script (search needs it); without JavaScript the page has no dead field. */
function searchBox(labels: SiteLabels): string {
  const search = escapeAttribute(labels.searchThisBook);
  return `<div class="site-search" role="search" hidden>
<label class="visually-hidden" for="site-search-input">${escapeText(labels.searchThisBook)}</label>
<input type="search" id="site-search-input" placeholder="${search}" autocomplete="off" spellcheck="false" aria-controls="site-search-results" aria-describedby="site-search-status">
<p class="visually-hidden" id="site-search-status" aria-live="polite"></p>
<div class="site-search-results" id="site-search-results" hidden></div>
</div>`;
}

function pageNavigation(
  nav: NonNullable<SitePageParts['nav']>,
  position: 'top' | 'bottom',
  labels: SiteLabels,
  contentsLabel: string,
): string {
  const link = (rel: string, direction: string, target?: NavLink) =>
    target
      ? `<a rel="${rel}" href="${escapeAttribute(target.href)}"><span class="page-nav-direction">${escapeText(direction)}</span> ${escapeText(target.title)}</a>`
      : '';
  const name = position === 'top' ? labels.pageNavigation : labels.pageNavigationAtEnd;
  return (
    `<nav class="page-nav page-nav-${position}" aria-label="${escapeAttribute(name)}">` +
    `<span class="prev">${link('prev', labels.previous, nav.prev)}</span>` +
    `<span class="contents">${nav.contents ? `<a href="index.html">${escapeText(contentsLabel)}</a>` : ''}</span>` +
    `<span class="next">${link('next', labels.next, nav.next)}</span>` +
    '</nav>'
  );
}
