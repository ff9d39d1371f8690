import { pandocCommandBibliography } from '../config/pandoc-command-files';
import type CSL from 'citeproc';
import {
  DomNode,
  ElementNode,
  element,
  parseHtml,
  replaceElements,
  text,
  textContent,
  walkElements,
} from '../dom/html-dom';
import { closestName } from '../edit-distance';
import { BARE_CITATION, BIBTEX_DOCUMENT, BIBTEX_FILE, BIBTEX_STYLE } from '../sources/asciidoc-bibtex';
import { CslItem } from '../sources/bibtex';
import {
  ALT_CITATIONS,
  AltCitation,
  CITATION_MARK,
  CitationMark,
  CitedWork,
} from '../sources/pandoc-citations';
import { encodedWhereNeeded } from '../paths/web-address';
import { BookSource } from '../types';
import { BookWarning, locationText, SourceLocation, warning } from '../warnings';
import { locationOf } from './source-locations';
import {
  applyBibtexSettings,
  BibtexSettings,
  CitationSettings,
  readCitationSettings,
} from './citation-settings';
import {
  citedWorkMarker,
  linkCitationNumber,
  linkCitedWorks,
  printsCitationNumbers,
  withoutWorkMarks,
} from './citation-item-links';
import { citationStyle, missingBibliographyWarning, newEngine, readWorks } from './citation-works';

interface FoundCitation {
  element: ElementNode;
  /** asciidoctor-bibtex's `citenp:[…]`: printed without its parentheses or brackets. */
  bare?: boolean;
  /** A citation in this image's alt text (its caption): formatted there as text. */
  inAlt?: ElementNode;
  /** The figure whose caption the reader made of that alt text. */
  figure?: ElementNode;
  mark: CitationMark;
  written: string;
  at: SourceLocation;
  inFootnote: boolean;
}

/** The divisions as this pass needs them: their tree and their file. */
interface CitingDivision {
  element: ElementNode;
  sourceFile: string;
  kind: string;
}

/** A pandoc citation left as written: the mark's span is taken away, its text kept. */
const RESTORE = 'data-octavo-citation-restore';

/** A citation that is only a note of a note style's, placed among the text as pandoc places it (placeNoteCitations). */
const NOTE_CITATION = 'data-octavo-note-citation';

/**
 * pandoc's citations (`[@smith04, p. 33]`, `@smith04`), formatted as `pandoc --citeproc` formats them: with the works
 * of the bibliography the book's metadata names (`bibliography:`, BibTeX, CSL JSON or CSL YAML, or `references:`),
 * in the citation style it names (`csl:`) or pandoc's default (Chicago author-date), in the book's language; a note
 * style's citations become footnotes. The reference list goes where the book has a `::: {#refs}` div, else at the
 * end of the book (a chapter titled `reference-section-title` when set). A book that names no bibliography keeps
 * every citation as written, as pandoc without `--citeproc` prints it. Returns the reference list's own chapter
 * when one is made.
 */
export async function formatPandocCitations(
  divisions: readonly CitingDivision[],
  files: readonly string[],
  source: BookSource,
  /** The book's language, worked out only for a book whose citations are formatted. */
  lang: () => string,
  warnings: BookWarning[],
): Promise<ElementNode | undefined> {
  const found = findCitations(divisions);
  if (found.length === 0) return undefined;
  const settings = await readCitationSettings(files, source, warnings);
  const asciidoc = takeBibtexSettings(divisions);
  if (asciidoc && settings.bibliography.length === 0 && settings.references.length === 0) {
    await applyBibtexSettings(settings, asciidoc, source);
  }
  if (settings.bibliography.length === 0 && settings.references.length === 0) {
    // An in-text `@name` may be a handle rather than a citation; LaTeX's `\citet{name}` is one, whatever its form.
    const surely = ({ mark, written }: FoundCitation) => !mark.inText || written.startsWith('\\');
    const first = found.find(surely);
    const count = found.filter(surely).length;
    const kind = found.some((citation) => surely(citation) && citation.mark.inText) ? '' : 'bracketed ';
    const bracketed = count === 1 ? 'it is' : `its ${count} ${kind}citations are`;
    // The book's own build may pass its bibliography on pandoc's command line (the RLHF book's Makefile).
    const passed = first && !asciidoc ? await pandocCommandBibliography(source) : undefined;
    const named = passed
      ? `bibliography: ${passed.files.length === 1 ? passed.files[0] : `[${passed.files.join(', ')}]`} (the ` +
        `${passed.files.length === 1 ? 'file' : 'files'} ${passed.at} passes pandoc with --bibliography)`
      : "bibliography: references.bib (the book's .bib file)";
    if (first) {
      warnings.push(
        warning(
          'source',
          first.at,
          asciidoc
            ? `${first.written} is an asciidoctor-bibtex citation, but the document names no .bib file and none is ` +
                `in its folder${asciidoc.document.includes('/') ? ' or at the repository root' : ''}, so ` +
                `${count === 1 ? 'it is' : `its ${count} citations are`} printed as written: set ` +
                ":bibtex-file: references.bib (the book's .bib file, from the document's folder) in its header"
            : `${first.written} reads as a ${first.written.startsWith('\\') ? 'LaTeX' : 'pandoc'} citation, but the ` +
                `book names no bibliography, so ${bracketed} ` +
                `printed as written: add ${named} to the first file's YAML front matter, or to a ` +
                "pandoc metadata file listed first in the book's files",
          first.written,
        ),
      );
    }
    restoreAll(found, divisions);
    return undefined;
  }
  const { works: items, missing } = await readWorks(settings, source, warnings);
  // Keys found in no work while a named file is missing are most likely that file's: said once, with it.
  const unknownKeys: { key: string; at: string }[] = [];
  const style = await citationStyle(settings.csl, source, warnings);
  // asciidoctor-bibtex links each citation to its entry, anchored by the work's key (`[[smith04]]`), which the
  // book's own cross-references name too (`<<ieee754-2019,IEEE 754>>`); pandoc's entry ids are `ref-smith04`.
  const entryId = asciidoc ? bibtexEntryId : referenceId;
  const marker = settings.linkCitations || asciidoc ? citedWorkMarker() : undefined;
  const engine = newEngine(items, style, lang(), marker?.wrap);
  const numbered = printsCitationNumbers(style);
  const note = engine.opt.xclass === 'note';

  const clusters: CSL.Citation[] = [];
  let nextId = 0;
  const placed: { citation: FoundCitation; works: CitedWork[]; ids: string[] }[] = [];
  const cited: string[] = [];
  for (const citation of found) {
    const works = citation.mark.works.filter((work) => {
      if (items.has(work.key)) return true;
      const close = closestName(work.key, items.keys());
      // `@Override` in the text of a book that cites is a word, unless it is a slip for a key of the bibliography.
      if (missing.length > 0 && !close) {
        if (!citation.mark.inText && !unknownKeys.some(({ key }) => key === work.key))
          unknownKeys.push({ key: work.key, at: locationText(citation.at) });
      } else if (!citation.mark.inText || close)
        warnings.push(unknownKeyWarning(work.key, close, citation, settings));
      return false;
    });
    if (works.length === 0) {
      if (!citation.inAlt) citation.element.attrs.set(RESTORE, '');
      continue;
    }
    for (const work of works) if (!cited.includes(work.key)) cited.push(work.key);
    const noteIndex = note ? clusters.length + 1 : 0;
    // In the text: the author's name, then the rest. A note style's note holds the whole citation (as pandoc's
    // does), and the name is not a citation of its own there, which would make the note a later, shorter one.
    // Ids of their own: a note style's in-text citation makes one cluster of its two ids, so the count of clusters
    // would give the next citation an id already taken (citeproc-js then fails the whole build).
    const ids = citation.mark.inText ? [`c${nextId++}`, `c${nextId++}`] : [`c${nextId++}`];
    if (citation.mark.inText && !note) {
      clusters.push({
        citationID: ids[0]!,
        citationItems: [{ id: works[0]!.key, 'author-only': true }],
        properties: { noteIndex },
      });
    }
    if (citation.mark.inText) {
      clusters.push({
        citationID: ids[1]!,
        citationItems: [{ ...citationItem(works[0]!), ...(note ? {} : { 'suppress-author': true }) }],
        properties: { noteIndex },
      });
    } else {
      clusters.push({
        citationID: ids[0]!,
        citationItems: works.map(citationItem),
        properties: { noteIndex },
      });
    }
    placed.push({ citation, works, ids });
  }
  missing.forEach((named, index) =>
    warnings.push(missingBibliographyWarning(named, index === 0 ? unknownKeys : [])),
  );
  const nocite = settings.nocite.includes('*')
    ? [...items.keys()]
    : settings.nocite.filter((key) => items.has(key));
  // rebuildProcessorState takes the uncited works itself: it clears any set before it (Data Science at the
  // Command Line's seventeen `nocite` works were left out of its references).
  const uncited = nocite.filter((key) => !cited.includes(key));
  const printed = new Map(
    engine.rebuildProcessorState(clusters, 'html', uncited).map(([id, , html]) => [id, html]),
  );
  const plainly = (html: string | undefined) => printedOrUndefined(html && withoutWorkMarks(html));

  for (const { citation, works, ids } of placed) {
    if (citation.inAlt) {
      const words = (nodes: DomNode[] | undefined) => (nodes ? textContent(nodes) : '');
      const formatted = citation.mark.inText
        ? [
            words(plainly(printed.get(ids[0]!))) || authorNames(items.get(works[0]!.key)!),
            words(plainly(printed.get(ids[1]!))),
          ]
            .filter(Boolean)
            .join(' ')
        : words(plainly(printed.get(ids[0]!)));
      const alt = citation.inAlt.attrs.get('alt') ?? '';
      if (formatted) {
        citation.inAlt.attrs.set('alt', alt.replace(citation.written, formatted));
        if (citation.figure) replaceInCaption(citation.figure, citation.written, formatted);
      }
      continue;
    }
    const { element: span, mark, inFootnote } = citation;
    span.attrs.delete(CITATION_MARK);
    span.attrs.set('class', 'citation');
    span.attrs.set('data-cites', works.map((work) => work.key).join(' '));
    // Each work's own words linked to its entry, as pandoc links them; the whole citation to its first work when
    // the style printed nothing of a work to link (a citation number alone).
    const linked = (nodes: DomNode[]): DomNode[] => {
      if (!marker) return nodes;
      const hrefOf = (key: string) => `#${entryId(key)}`;
      const byWork = linkCitedWorks(nodes, marker.keys, hrefOf);
      let any = byWork.linked.size > 0;
      for (const work of numbered ? works : []) {
        const number = engine.registry.registry[work.key]?.seq;
        if (byWork.linked.has(work.key) || number === undefined) continue;
        if (linkCitationNumber(byWork.nodes, number, hrefOf(work.key))) any = true;
      }
      return any ? byWork.nodes : [element('a', { href: hrefOf(works[0]!.key) }, byWork.nodes)];
    };
    const asNote = (nodes: DomNode[]): DomNode[] =>
      note && !inFootnote ? [element('span', { 'data-type': 'footnote' }, nodes)] : nodes;
    if (mark.inText) {
      // pandoc links the year ("Smith (<a>2004</a>)"), not the name standing in the sentence.
      const author = plainly(printed.get(ids[0]!)) ?? [text(authorNames(items.get(works[0]!.key)!))];
      const rest = printedOrUndefined(printed.get(ids[1]!));
      span.children = [
        ...author,
        ...(rest ? (note ? asNote(linked(rest)) : [text(' '), ...linked(rest)]) : []),
      ];
    } else {
      if (note && !inFootnote) span.attrs.set(NOTE_CITATION, '');
      const printedNodes = printedOrUndefined(printed.get(ids[0]!));
      span.children = asNote(
        linked(
          printedNodes
            ? citation.bare
              ? withoutOuterBrackets(printedNodes)
              : printedNodes
            : [text(citation.written)],
        ),
      );
    }
  }
  if (note)
    placeNoteCitations(
      divisions,
      settings.notesAfterPunctuation,
      engine.getOpt('punctuation-in-quote') === true,
    );
  restoreMarked(divisions);
  if (settings.suppressBibliography) return undefined;
  return placeReferenceList(engine, divisions, settings, entryId);
}

function findCitations(divisions: readonly CitingDivision[]): FoundCitation[] {
  const found: FoundCitation[] = [];
  for (const division of divisions) {
    walkElements([division.element], (el, ancestors) => {
      const inAlt = el.attrs.get(ALT_CITATIONS);
      if (inAlt !== undefined) {
        el.attrs.delete(ALT_CITATIONS);
        for (const { written, mark } of parsedOr<AltCitation[]>(inAlt, [])) {
          found.push({
            element: el,
            inAlt: el,
            figure: [...ancestors].reverse().find((ancestor) => ancestor.name === 'figure'),
            mark,
            written,
            at: locationOf(el, ancestors, division.sourceFile),
            inFootnote: false,
          });
        }
        return;
      }
      const written = el.attrs.get(CITATION_MARK);
      if (written === undefined) return;
      let mark: CitationMark;
      try {
        mark = JSON.parse(written) as CitationMark;
      } catch {
        return;
      }
      found.push({
        element: el,
        mark,
        written: el.children.map((child) => (child.type === 'text' ? child.value : '')).join(''),
        at: locationOf(el, ancestors, division.sourceFile),
        inFootnote: ancestors.some((ancestor) => ancestor.attrs.get('data-type') === 'footnote'),
        bare: el.attrs.delete(BARE_CITATION),
      });
    });
  }
  return found;
}

/**
 * A note citation where pandoc's citeproc puts it: without the space before it, and after the punctuation that
 * followed it (`a classic book [@knuth84].` reads "a classic book.¹") unless the metadata sets
 * `notes-after-punctuation: false`; a period or comma goes inside the closing quotation mark before it where the
 * style's locale puts it there (American English). Data Science at the Command Line's notes stood apart from its
 * words, before the period.
 */
function placeNoteCitations(
  divisions: readonly CitingDivision[],
  afterPunctuation: boolean,
  punctuationInQuote: boolean,
): void {
  for (const division of divisions) {
    walkElements([division.element], (el) => {
      const placed = new Set<DomNode>();
      el.children.forEach((child, index) => {
        if (child.type !== 'element' || !child.attrs.delete(NOTE_CITATION)) return;
        const before = el.children[index - 1];
        if (before?.type !== 'text' || !/[ \t\r\n]$/.test(before.value)) return;
        const words = before.value.replace(/[ \t\r\n]+$/, '');
        // pandoc reads on past the space after a note it placed: `[@a] [@b].` keeps the space between the notes.
        const previous = el.children[index - 2];
        if (words === '' && (previous === undefined || placed.has(previous))) return;
        placed.add(child);
        const after = el.children[index + 1];
        const following = afterPunctuation && after?.type === 'text' ? after.value : '';
        const punctuation = withinQuotation(/^\p{P}*/u.exec(following)![0], words);
        if (after?.type === 'text') after.value = after.value.slice(punctuation.length);
        const inside = punctuationInQuote && closesQuotation(words) ? /^[.,]*/.exec(punctuation)![0] : '';
        before.value = inside
          ? `${words.slice(0, -1)}${inside}${words.slice(-1)}${punctuation.slice(inside.length)}`
          : `${words}${punctuation}`;
      });
    });
  }
}

/**
 * The punctuation up to the mark that closes a quotation the text opened before the note: pandoc moves it within its
 * quotation (`"a classic book [@knuth84]."` reads "“a classic book.¹”").
 */
function withinQuotation(punctuation: string, before: string): string {
  const open = (opening: string, closing: string) =>
    before.lastIndexOf(opening) > before.lastIndexOf(closing);
  const ends = [
    open('\u201c', '\u201d') ? punctuation.indexOf('\u201d') : -1,
    open('\u2018', '\u2019') ? punctuation.indexOf('\u2019') : -1,
  ].filter((at) => at >= 0);
  return ends.length > 0 ? punctuation.slice(0, Math.min(...ends)) : punctuation;
}

/** Text that ends with a quotation's closing mark: `”`, or a `’` after its opening `‘` (not an apostrophe). */
function closesQuotation(value: string): boolean {
  if (value.endsWith('\u201d')) return true;
  return value.endsWith('\u2019') && value.lastIndexOf('\u2018') >= 0;
}

/** The written citation in the figure's caption, which the reader made of the alt text, as formatted. */
function replaceInCaption(figure: ElementNode, written: string, formatted: string): void {
  let done = false;
  walkElements([figure], (el) => {
    if (done || el.name !== 'figcaption') return;
    for (const child of el.children) {
      if (!done && child.type === 'text' && child.value.includes(written)) {
        child.value = child.value.replace(written, formatted);
        done = true;
      }
    }
  });
}

/** The first citation or reference list of an AsciiDoc document that carries its settings; each loses the marks. */
function takeBibtexSettings(divisions: readonly CitingDivision[]): BibtexSettings | undefined {
  let found: BibtexSettings | undefined;
  for (const division of divisions) {
    walkElements([division.element], (el) => {
      const document = el.attrs.get(BIBTEX_DOCUMENT);
      if (document === undefined) return;
      const file = el.attrs.get(BIBTEX_FILE);
      const style = el.attrs.get(BIBTEX_STYLE);
      for (const name of [BIBTEX_DOCUMENT, BIBTEX_FILE, BIBTEX_STYLE]) el.attrs.delete(name);
      // `bibliography::refs.bib[]` names the file after the citations above it were read.
      found ??= { document };
      if (file && found.file === undefined) found.file = file;
      if (style && found.style === undefined) found.style = style;
    });
  }
  return found;
}

/** `(Smith 2004)` as `Smith 2004`, `[1]` as `1`: the first and last characters, when they are a pair of brackets. */
function withoutOuterBrackets(nodes: DomNode[]): DomNode[] {
  const first = nodes[0];
  const last = nodes[nodes.length - 1];
  if (first?.type !== 'text' || last?.type !== 'text') return nodes;
  const pair = /^[([]/.exec(first.value)?.[0];
  if (!pair || !last.value.endsWith(pair === '(' ? ')' : ']')) return nodes;
  if (first === last) return [text(first.value.slice(1, -1))];
  return [text(first.value.slice(1)), ...nodes.slice(1, -1), text(last.value.slice(0, -1))];
}

function parsedOr<T>(json: string, otherwise: T): T {
  try {
    return JSON.parse(json) as T;
  } catch {
    return otherwise;
  }
}

function restoreAll(found: FoundCitation[], divisions: readonly CitingDivision[]): void {
  for (const { element: span, inAlt } of found) if (!inAlt) span.attrs.set(RESTORE, '');
  restoreMarked(divisions);
}

function restoreMarked(divisions: readonly CitingDivision[]): void {
  for (const division of divisions) {
    division.element.children = replaceElements(division.element.children, (el) =>
      el.attrs.has(RESTORE) ? el.children : undefined,
    );
  }
}

function citationItem(work: CitedWork): CSL.CitationItem {
  return {
    id: work.key,
    ...(work.prefix ? { prefix: `${work.prefix} ` } : {}),
    ...(work.suffix ? { suffix: work.suffix } : {}),
    ...(work.locator ? { locator: work.locator, label: work.label ?? 'page' } : {}),
    ...(work.suppressAuthor ? { 'suppress-author': true } : {}),
  };
}

/** citeproc-js's output as nodes; none when the style prints nothing there (a numeric style's author-only form). */
function printedOrUndefined(html: string | undefined): DomNode[] | undefined {
  if (html === undefined || html.trim() === '' || html.includes('NO_PRINTED_FORM')) return undefined;
  return parseHtml(html);
}

/** The authors' family names, as pandoc prints a numeric style's in-text citation ("Smith and Lee [1]"). */
function authorNames(item: CslItem): string {
  const people = ((item['author'] ?? item['editor'] ?? []) as { family?: string; literal?: string }[])
    .map((name) => name.family ?? name.literal ?? '')
    .filter((name) => name !== '');
  if (people.length === 0) return typeof item['title'] === 'string' ? item['title'] : item.id;
  if (people.length > 2) return `${people[0]} et al.`;
  return people.join(' and ');
}

/** pandoc's id for a work's entry in the reference list. */
function referenceId(key: string): string {
  return `ref-${bibtexEntryId(key)}`;
}

/** asciidoctor-bibtex's: the key itself (`[[key]]`). */
function bibtexEntryId(key: string): string {
  return key.replace(/[^\w.:-]/g, '-');
}

function unknownKeyWarning(
  key: string,
  close: string | undefined,
  citation: FoundCitation,
  settings: CitationSettings,
): BookWarning {
  const files = settings.bibliography.map(({ path }) => path).join(', ');
  return warning(
    'xref-unresolved',
    citation.at,
    `citation key "${key}" is in no work of the book's bibliography${files ? ` (${files})` : ''}; ` +
      `${citation.mark.works.length > 1 ? 'it is left out of the citation' : 'the citation is printed as written'}: ` +
      `correct the key${close ? ` (did you mean @${close}?)` : ''}, or add its entry to the bibliography`,
    `@${key}`,
  );
}

/**
 * An entry's links with the characters a URL cannot hold percent-encoded, their text as the work gives it: a valid
 * DOI may hold `<`, `>` and `;` (a Wiley SICI, `10.1002/(SICI)1099-1255(199705)12:3<313::AID-JAE440>3.0.CO;2-G`,
 * in a French R guide's bibliography), which the author was warned of as markup run into an address they never
 * wrote.
 */
function encodeEntryAddresses(entry: ElementNode): void {
  walkElements([entry], (el) => {
    const href = el.name === 'a' ? el.attrs.get('href') : undefined;
    if (href !== undefined) el.attrs.set('href', encodedWhereNeeded(href));
  });
}

/**
 * The reference list, as pandoc makes it: `<div id="refs" class="references csl-bib-body">` of `csl-entry` divs, each
 * with the id a linked citation goes to. Into the book's `::: {#refs}` div when it has one; else a chapter of its own
 * when the metadata titles it, or the end of the last chapter.
 */
function placeReferenceList(
  engine: CSL.Engine,
  divisions: readonly CitingDivision[],
  settings: CitationSettings,
  entryId: (key: string) => string,
): ElementNode | undefined {
  const made = engine.makeBibliography();
  if (!made) return undefined;
  const [parameters, entries] = made;
  const list = entries.map((html, index) => {
    const entry = parseHtml(html.trim()).find((node): node is ElementNode => node.type === 'element');
    const key = parameters.entry_ids[index]?.[0] ?? '';
    const div = entry ?? element('div', { class: 'csl-entry' }, []);
    encodeEntryAddresses(div);
    div.attrs.set('id', entryId(key));
    div.attrs.set('role', 'listitem');
    return div;
  });
  const classes = ['references', 'csl-bib-body', ...(parameters.hangingindent ? ['hanging-indent'] : [])];
  let target: ElementNode | undefined;
  for (const division of divisions) {
    walkElements([division.element], (el) => {
      if (!target && el.name === 'div' && el.attrs.get('id') === 'refs') target = el;
    });
  }
  if (target) {
    target.attrs.set('class', [target.attrs.get('class'), ...classes].filter(Boolean).join(' '));
    target.attrs.set('role', 'list');
    target.children = list;
    return undefined;
  }
  const refs = element('div', { id: 'refs', class: classes.join(' '), role: 'list' }, list);
  if (settings.referenceSectionTitle) {
    return element('section', { 'data-type': 'bibliography' }, [
      element('h1', {}, [text(settings.referenceSectionTitle)]),
      refs,
    ]);
  }
  const last = [...divisions].reverse().find((division) => division.kind !== 'index');
  last?.element.children.push(refs);
  return undefined;
}
