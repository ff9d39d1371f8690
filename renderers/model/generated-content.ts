import { escapeAttribute, escapeText } from '../dom/html-dom';
import { BookModel, Division, IndexTerm, SectionEntry } from './book-model';

/** Maps a book-wide id to the href a given output uses for it (`ch03.html#x`, `#x` …). */
export type HrefFor = (id: string) => string;

function entryText(division: Division): string {
  const label = division.number
    ? `<span class="label">${escapeText(division.kind === 'chapter' ? `${division.number}.` : `${division.label}:`)}</span> `
    : '';
  return `${label}${escapeText(division.title)}`;
}

function sectionList(sections: SectionEntry[], hrefFor: HrefFor): string {
  const items: string[] = [];
  for (let i = 0; i < sections.length; i++) {
    const section = sections[i];
    if (section.level !== 1) continue;
    const children: SectionEntry[] = [];
    for (let j = i + 1; j < sections.length && sections[j].level > 1; j++) children.push(sections[j]);
    const nested = children.length
      ? `<ol>${children
          .map(
            (c) =>
              `<li data-type="sect2"><a href="${escapeAttribute(hrefFor(c.id))}">${escapeText(c.title)}</a></li>`,
          )
          .join('')}</ol>`
      : '';
    items.push(
      `<li data-type="sect1"><a href="${escapeAttribute(hrefFor(section.id))}">${escapeText(section.title)}</a>${nested}</li>`,
    );
  }
  return items.length ? `<ol>${items.join('')}</ol>` : '';
}

/** The contents list (HTMLBook `nav data-type="toc"` body): every division, its sections, parts nesting chapters. */
export function renderTocList(
  model: BookModel,
  hrefFor: HrefFor,
  options: { include?: (d: Division) => boolean } = {},
): string {
  const include = options.include ?? ((d: Division) => d.kind !== 'toc');
  const item = (division: Division, inner = '') =>
    `<li data-type="${escapeAttribute(division.kind)}"><a href="${escapeAttribute(hrefFor(division.id))}">${entryText(
      division,
    )}</a>${sectionList(division.sections, hrefFor)}${inner}</li>`;
  const items: string[] = [];
  for (const division of model.divisions) {
    if (division.partId || !include(division)) continue;
    if (division.kind === 'part') {
      const children = model.divisions.filter((d) => d.partId === division.id && include(d));
      items.push(item(division, children.length ? `<ol>${children.map((c) => item(c)).join('')}</ol>` : ''));
    } else {
      items.push(item(division));
    }
  }
  return `<ol class="toc">${items.join('')}</ol>`;
}

/** The generated index: terms grouped by letter, each linking to where it appears. */
export function renderIndexBody(
  model: BookModel,
  hrefFor: HrefFor,
  /** `locator`: the page of an anchor id in a paged format (undefined: not known, the link shows none). */
  options: { locator?: (id: string) => string | undefined } = {},
): string {
  if (model.indexTerms.length === 0) return '<p>This book has no index entries yet.</p>';
  const divisionsById = new Map(model.divisions.map((d) => [d.id, d]));
  const byPrimary = new Map<
    string,
    { primary: string; own: IndexTerm[]; secondaries: Map<string, IndexTerm[]> }
  >();
  for (const term of model.indexTerms) {
    const key = term.primary.toLocaleLowerCase();
    const entry = byPrimary.get(key) ?? {
      primary: term.primary,
      own: [] as IndexTerm[],
      secondaries: new Map<string, IndexTerm[]>(),
    };
    if (term.secondary) {
      const list = entry.secondaries.get(term.secondary) ?? [];
      list.push(term);
      entry.secondaries.set(term.secondary, list);
    } else {
      entry.own.push(term);
    }
    byPrimary.set(key, entry);
  }
  const compare = (a: string, b: string) => a.localeCompare(b, model.lang, { sensitivity: 'base' });
  const locators = (terms: IndexTerm[]) => {
    // One link per locator: in a web book "where" is the chapter, in print the page.
    const seen = new Set<string>();
    const links: string[] = [];
    for (const term of terms) {
      const division = divisionsById.get(term.divisionId);
      const text = options.locator
        ? (options.locator(term.id) ?? '')
        : division
          ? (division.label ?? division.title)
          : term.divisionId;
      if (seen.has(text)) continue;
      seen.add(text);
      links.push(`<a href="${escapeAttribute(hrefFor(term.id))}">${escapeText(text)}</a>`);
    }
    return links.join(', ');
  };
  const groups = new Map<string, string[]>();
  const entries = [...byPrimary.values()].sort((a, b) => compare(a.primary, b.primary));
  for (const entry of entries) {
    const first = entry.primary.charAt(0).toLocaleUpperCase();
    const letter = /\p{L}/u.test(first) ? first : 'Symbols';
    const secondaries = [...entry.secondaries.entries()].sort(([a], [b]) => compare(a, b));
    const nested = secondaries.length
      ? `<ul>${secondaries.map(([name, terms]) => `<li>${escapeText(name)}, ${locators(terms)}</li>`).join('')}</ul>`
      : '';
    const own = entry.own.length ? `, ${locators(entry.own)}` : '';
    const list = groups.get(letter) ?? [];
    list.push(`<li>${escapeText(entry.primary)}${own}${nested}</li>`);
    groups.set(letter, list);
  }
  return [...groups.entries()]
    .map(
      ([letter, items]) =>
        `<div data-type="indexdiv"><h2>${escapeText(letter)}</h2><ul>${items.join('')}</ul></div>`,
    )
    .join('');
}
