import { escapeAttribute, escapeText } from '../dom/html-dom';

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
  /** The document title (`<title>`). */
  title: string;
  bookTitle: string;
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
  return `<!DOCTYPE html>
<html lang="${escapeAttribute(parts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Octavo">
<meta name="color-scheme" content="${parts.lightOnly ? 'light' : 'light dark'}">
<title>${escapeText(parts.title)}</title>
<link rel="stylesheet" href="${STYLESHEET}">
<script src="${SITE_SCRIPT_FILE}" defer></script>
</head>
<body>
<a class="skip-link" href="#content">Skip to the text</a>
<header class="site-header">
<a class="site-title" href="index.html">${escapeText(parts.bookTitle)}</a>
${searchBox()}
</header>
<div class="site-body">
<details class="site-contents" id="site-contents"${parts.single ? ' data-single' : ''}>
<summary>Contents</summary>
<nav aria-label="Book contents">
${parts.contents}
</nav>
</details>
<div class="site-page">
${nav ? navBar(nav.prev, nav.next, nav.contents, 'top') : ''}
<main id="content">
${parts.main}
</main>
${nav ? navBar(nav.prev, nav.next, nav.contents, 'bottom') : ''}
</div>
</div>
</body>
</html>
`;
}

/** Shown by the site script (search needs it); without JavaScript the page has no dead field. */
function searchBox(): string {
  return `<div class="site-search" role="search" hidden>
<label class="visually-hidden" for="site-search-input">Search this book</label>
<input type="search" id="site-search-input" placeholder="Search this book" autocomplete="off" spellcheck="false" aria-controls="site-search-results" aria-describedby="site-search-status">
<p class="visually-hidden" id="site-search-status" aria-live="polite"></p>
<div class="site-search-results" id="site-search-results" hidden></div>
</div>`;
}

function navBar(
  prev: NavLink | undefined,
  next: NavLink | undefined,
  contents: boolean,
  position: string,
): string {
  const link = (rel: string, direction: string, target?: NavLink) =>
    target
      ? `<a rel="${rel}" href="${escapeAttribute(target.href)}"><span class="page-nav-direction">${direction}</span> ${escapeText(target.title)}</a>`
      : '';
  return (
    `<nav class="page-nav page-nav-${position}" aria-label="${position === 'top' ? 'Pages' : 'Pages, at the end'}">` +
    `<span class="prev">${link('prev', 'Previous', prev)}</span>` +
    `<span class="contents">${contents ? '<a href="index.html">Contents</a>' : ''}</span>` +
    `<span class="next">${link('next', 'Next', next)}</span>` +
    '</nav>'
  );
}
