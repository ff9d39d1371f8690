import { DomNode, ElementNode } from './html-dom';
import type { SourceLocation } from '../warnings';
import {
  ALLOWED_ATTRIBUTE_PREFIXES,
  ALLOWED_ATTRIBUTES,
  ALLOWED_ELEMENTS,
  ALLOWED_NAMESPACES,
  DROPPED_ELEMENTS,
  HTML_ELEMENT_NAMES,
} from './sanitize-allowlist';

/** Allowed by name but never by value: they load something or submit somewhere, which no book needs. */
const DROPPED_ATTRIBUTES = new Set([
  'srcset',
  'srcdoc',
  'action',
  'formaction',
  'poster',
  'background',
  'ping',
  'lowsrc',
  'dynsrc',
  'manifest',
]);
/**
 * Allowed elements HTML requires an attribute of, and that attribute: without it the page is not valid (epubcheck
 * rejects the EPUB). In Markdown they are mostly not markup at all but a tag written as text (`the <data> section`).
 */
const REQUIRED_ATTRIBUTES: ReadonlyMap<string, string> = new Map([
  ['data', 'value'],
  ['bdo', 'dir'],
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'data', 'cite', 'longdesc', 'usemap']);
/**
 * Where a quotation or an edit came from (`<blockquote cite>`, `<q>`, `<del>`, `<ins>`): an address no browser or
 * reader ever loads, so a web one is kept like a link's.
 */
const CITATION_ATTRIBUTES = new Set(['cite']);

/**
 * Marks a link of a MyST file written `[text](label)` (or `[](label)`, titled by its target): MyST reads a link to no
 * file or address as a reference to that label, so it is one, not a file name missing its `#`.
 */
export const MYST_REFERENCE = 'data-octavo-myst-reference';
/**
 * Schemes a browser loads or runs something from. Any other "scheme" of a MyST reference is part of its label
 * (Learning Data Science's `[](sec:sub)`), which the book model turns into a link to that label or removes.
 */
const LOADING_SCHEMES =
  /^(?:data|blob|file|filesystem|about|view-source|jar|mhtml|ms-its|res|resource|chrome)$/;
const SCRIPT_SCHEME = /^(?:javascript|vbscript|livescript):/i;
/**
 * The schemes a link keeps: the web's, mail, telephone, and the others Asciidoctor links (`ftp://`, `irc://`), which
 * a reader's own client opens and nothing loads (the concurrency book's technical reports on ftp:// servers lost
 * their links).
 */
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'ftp', 'irc']);

/** Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"). */
function squashControls(url: string): string {
  let out = '';
  for (const ch of url) if (ch.charCodeAt(0) > 0x20) out += ch;
  return out;
}

export function urlScheme(url: string): string | null {
  const squashed = squashControls(url);
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(squashed);
  return match ? match[1].toLowerCase() : null;
}

export function isRemoteUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === 'http' || scheme === 'https' || url.trim().startsWith('//');
}

/** Per-element outcome a caller may want to report (remote resources removed). */
export interface SanitizeReport {
  removedRemote: { element: string; url: string; loc?: SourceLocation }[];
  /** Each `<script>` removed: where it was written and the address it loads, when it has one. */
  removedScripts: RemovedScript[];
  /** Each `<style>` written in the text (not a drawing's own), removed: where it was written, when known. */
  removedStyles: { loc?: SourceLocation }[];
  /** Elements HTML does not know (`<idx>`, `<Tabs>`: another tool's markup), unwrapped: their text stays. */
  unknownElements: { name: string; loc?: SourceLocation }[];
  /** `<link rel="import" href>`: HTML imports, a file pulled in where the link stands; never followed. */
  imports: { href: string; loc?: SourceLocation }[];
  /** Elements without an attribute HTML requires of them (`<data>` without `value`), unwrapped: their text stays. */
  incompleteElements: { name: string; attribute: string; loc?: SourceLocation }[];
  /** Links to an address of a scheme no reader opens (`file:`, `slack:`), which lost their address: their text stays. */
  removedLinks: { url: string; scheme: string; loc?: SourceLocation }[];
}

export interface RemovedScript {
  src?: string;
  loc?: SourceLocation;
}

/**
 * Keeps only what a book may contain (`sanitize-allowlist.ts`): elements off the list are unwrapped (or removed
 * with their content when they run, embed or hold raw text), attributes off the list go, and the allowed ones
 * lose script URLs, dangerous styles and (except on links and image sources) remote or other-scheme URLs.
 */
export function sanitizeNodes(nodes: DomNode[]): { nodes: DomNode[]; report: SanitizeReport } {
  const report: SanitizeReport = {
    removedRemote: [],
    removedScripts: [],
    removedStyles: [],
    unknownElements: [],
    imports: [],
    incompleteElements: [],
    removedLinks: [],
  };
  return { nodes: sanitizeList(nodes, report), report };
}

/** Iterative, so a source nested as deep as the parser allows never overflows the stack. */
function sanitizeList(nodes: DomNode[], report: SanitizeReport): DomNode[] {
  const root: DomNode[] = [];
  // `foreign`: inside <svg> or <math>, whose element names are not HTML's. `loc`: where the nearest located
  // ancestor was written, for what is reported about an element that does not know its own line (inline markup).
  const work: {
    from: DomNode[];
    index: number;
    into: DomNode[];
    foreign?: boolean;
    loc?: SourceLocation | undefined;
  }[] = [{ from: nodes, index: 0, into: root }];
  while (work.length > 0) {
    const frame = work[work.length - 1];
    if (frame.index >= frame.from.length) {
      work.pop();
      continue;
    }
    const node = frame.from[frame.index++];
    if (node.type !== 'element') {
      frame.into.push(node);
      continue;
    }
    const name = node.name.toLowerCase();
    const foreign = frame.foreign === true || name === 'svg' || name === 'math';
    const loc = node.loc ?? frame.loc;
    if (name === 'link' && /(?:^|\s)import(?:\s|$)/i.test(node.attrs.get('rel') ?? '')) {
      report.imports.push({ href: node.attrs.get('href') ?? '', ...(loc ? { loc } : {}) });
    }
    // A drawing's <title> is its text alternative, what a reader who cannot see it hears: not the page's <title>.
    const drawingTitle = foreign && name === 'title';
    if (DROPPED_ELEMENTS.has(name) && !drawingTitle) {
      if (name === 'script') report.removedScripts.push(removedScript(node));
      if (name === 'style' && !foreign) report.removedStyles.push(loc ? { loc } : {});
      continue;
    }
    if (!ALLOWED_ELEMENTS.has(name) && !drawingTitle) {
      if (!foreign && !HTML_ELEMENT_NAMES.has(name))
        report.unknownElements.push({ name: node.name, ...(loc ? { loc } : {}) });
      work.push({ from: node.children, index: 0, into: frame.into, foreign, loc });
      continue;
    }
    const required = foreign ? undefined : REQUIRED_ATTRIBUTES.get(name);
    if (required !== undefined && !node.attrs.has(required)) {
      report.incompleteElements.push({ name: node.name, attribute: required, ...(loc ? { loc } : {}) });
      work.push({ from: node.children, index: 0, into: frame.into, foreign, loc });
      continue;
    }
    sanitizeAttributes(node, report, { foreign, loc });
    const children = node.children;
    node.children = [];
    frame.into.push(node);
    work.push({ from: children, index: 0, into: node.children, foreign, loc });
  }
  return root;
}

function removedScript(script: ElementNode): RemovedScript {
  const src = script.attrs.get('src')?.trim();
  return { ...(src ? { src } : {}), ...(script.loc ? { loc: script.loc } : {}) };
}

function isAllowedAttribute(name: string, value: string): boolean {
  if (name === 'xmlns' || name.startsWith('xmlns:')) return ALLOWED_NAMESPACES.has(value.trim());
  if (DROPPED_ATTRIBUTES.has(name)) return false;
  return ALLOWED_ATTRIBUTES.has(name) || ALLOWED_ATTRIBUTE_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** The HTML elements an `href` means something on: elsewhere (RDFa's `<span href>`) it links and loads nothing. */
const HTML_ELEMENTS_WITH_HREF = new Set(['a', 'area', 'link', 'base']);

function sanitizeAttributes(
  el: ElementNode,
  report: SanitizeReport,
  { foreign, loc }: { foreign: boolean; loc: SourceLocation | undefined },
): void {
  const isLink = el.name === 'a' || el.name === 'area';
  for (const [rawName, value] of [...el.attrs]) {
    const name = rawName.toLowerCase();
    // Creative Commons' license snippet, pasted into many READMEs, writes `<span href="http://purl.org/…">`: invalid
    // HTML (epubcheck rejects it) that no reader follows or fetches, so it goes without a word.
    const inertHref = name === 'href' && !foreign && !HTML_ELEMENTS_WITH_HREF.has(el.name.toLowerCase());
    if (inertHref || !isAllowedAttribute(name, value)) {
      el.attrs.delete(rawName);
      continue;
    }
    if (SCRIPT_SCHEME.test(squashControls(value))) {
      el.attrs.delete(rawName);
      continue;
    }
    if (name === 'style' && isDangerousStyle(value)) {
      el.attrs.delete(rawName);
      continue;
    }
    if (!URL_ATTRIBUTES.has(name)) continue;
    const scheme = urlScheme(value);
    if ((isLink && name === 'href') || CITATION_ATTRIBUTES.has(name)) {
      const label = isLink && el.attrs.has(MYST_REFERENCE) && scheme && !LOADING_SCHEMES.test(scheme);
      if (scheme && !label && !LINK_SCHEMES.has(scheme)) {
        el.attrs.delete(rawName);
        if (isLink && name === 'href')
          report.removedLinks.push({ url: value, scheme, ...(loc ? { loc } : {}) });
      }
      continue;
    }
    // Image sources are resolved (and remote ones reported) by the book model's image step.
    if (el.name === 'img' && name === 'src') continue;
    if (isRemoteUrl(value)) {
      report.removedRemote.push({ element: el.name, url: value, ...(loc ? { loc } : {}) });
      el.attrs.delete(rawName);
      continue;
    }
    if (scheme) el.attrs.delete(rawName);
  }
}

function isDangerousStyle(style: string): boolean {
  const squashed = style
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\/g, '')
    .replace(/\s+/g, '')
    .toLowerCase();
  return /url\(|expression\(|@import|image-set\(|behavior:|-moz-binding/.test(squashed);
}
