import { closestName } from '../edit-distance';
import { ElementNode, textContent } from '../dom/html-dom';
import { PHRASING } from '../dom/phrasing';
import { BookWarning, SourceLocation, warning } from '../warnings';
import { IndexPlace, IndexTerm } from './book-model';
import { IdRegistry, slugify } from './ids';

/**
 * A term as the index prints it: plain text. Markup escaped into the attribute (Nature of Code's
 * `data-primary="&lt;em&gt;Fractal Geometry of Nature&lt;/em&gt;"`) printed its tags and sorted under "<". Only
 * HTML's inline tags are markup: The Definitive Guide's DocBook term `&lt;oXygen/&gt;` (an editor's name) is text,
 * and lost whole as a tag its mark had no term.
 */
const clean = (value: string | undefined) =>
  (value ?? '')
    .replace(/<\/?([a-z][a-z0-9]*)(?:\s[^<>]*)?\/?>/gi, (tag, name: string) =>
      PHRASING.has(name.toLowerCase()) || name.toLowerCase() === 'br' ? '' : tag,
    )
    .replace(/\s+/g, ' ')
    .trim();

/** Collects a book's index marks in reading order, pairing range starts with their ends. */
export class IndexTermCollector {
  readonly terms: IndexTerm[] = [];
  private readonly byAnchor = new Map<string, IndexTerm>();
  private readonly pendingEnds: PendingEnd[] = [];
  private readonly openings: RangeOpening[] = [];
  /** Every term whose mark the author gave an id (O'Reilly opens most ranges with `id=` alone, no `range=`). */
  private readonly identified: RangeOpening[] = [];
  /** The section (or division) marks found now sit under, and how many places came before it. */
  private place: IndexPlace | undefined;
  private places = 0;
  /** Every place, with the titles of the sections it sits in (outermost first). */
  private readonly enclosed: { place: IndexPlace; enclosing: readonly string[] }[] = [];

  constructor(
    private readonly ids: IdRegistry,
    private readonly warnings: BookWarning[],
  ) {}

  /**
   * The marks that follow sit under this heading: a division's title, then each of its sections' in turn;
   * `enclosing`, the titles of the sections this one sits in, outermost first (not the division's).
   */
  enterPlace(title: string, enclosing: readonly string[] = []): void {
    this.places++;
    this.place = { title, order: this.places };
    this.enclosed.push({ place: this.place, enclosing });
  }

  /** An `<a data-type="indexterm">` in `divisionId`; gives it an id so every format can link to it. */
  add(el: ElementNode, divisionId: string, where: SourceLocation): void {
    el.attrs.delete('href');
    const opensRange = el.attrs.get('data-range-start');
    el.attrs.delete('data-range-start');
    const startref = clean(el.attrs.get('data-startref'));
    const primary = clean(el.attrs.get('data-primary') ?? textContent(el));
    // A mark's content is never printed (themes hide the anchor), and a hidden anchor has no place on a page: the
    // PDF's index cited no page for Atlas's editor marks, which hold `&nbsp;`. Emptied, every format places it.
    el.children = [];
    if (!primary && !startref) {
      this.warnings.push(warning('index-term', where, 'an index mark has no term (data-primary); ignored'));
      return;
    }
    const writtenId = el.attrs.get('id');
    const id = writtenId || this.ids.unique(`ix-${slugify(primary || startref) || 'term'}`);
    el.attrs.set('id', id);
    // A range's end mark repeats the term (O'Reilly writes `((("term", startref="ix_x")))`): it only closes.
    if (startref) {
      this.pendingEnds.push({ startref, anchor: id, where, ...(this.place ? { place: this.place } : {}) });
      return;
    }
    const optional = (name: string) => clean(el.attrs.get(name)) || undefined;
    // `see="also keys and addresses"` (Mastering Bitcoin, ten times): the author wrote a "see also" into `see`, which
    // Atlas printed as "see also keys and addresses"; it is read as the cross-reference it is, to "keys and addresses".
    const writtenSee = optional('data-see');
    const alsoInSee =
      writtenSee !== undefined ? /^(?:see\s+)?also\s+(\S[\s\S]*)$/i.exec(writtenSee)?.[1] : undefined;
    const see = alsoInSee === undefined ? writtenSee : undefined;
    const seeAlso = [optional('data-seealso'), alsoInSee].filter((text) => text !== undefined).join('; ');
    const term: IndexTerm = {
      primary,
      ...defined('secondary', optional('data-secondary')),
      ...defined('tertiary', optional('data-tertiary')),
      ...defined('primarySortAs', optional('data-primary-sortas')),
      ...defined('secondarySortAs', optional('data-secondary-sortas')),
      ...defined('tertiarySortAs', optional('data-tertiary-sortas')),
      ...defined('see', see),
      ...(seeAlso ? { seeAlso: seeAlso.split(/\s*;\s*/).filter(Boolean) } : {}),
      id,
      divisionId,
      source: where,
      ...(this.place ? { place: this.place } : {}),
    };
    this.terms.push(term);
    this.byAnchor.set(id, term);
    if (opensRange) this.openings.push({ term, writtenId: opensRange, where });
    if (writtenId) this.identified.push({ term, writtenId, where });
  }

  /** Pairs every `startref` with the range it closes; returns the terms. */
  finish(resolveId: (id: string) => string = (id) => id): IndexTerm[] {
    this.nameRepeatedPlaces();
    const orphans: PendingEnd[] = [];
    for (const end of this.pendingEnds) {
      const start = this.byAnchor.get(end.startref) ?? this.byAnchor.get(resolveId(end.startref));
      if (!start) {
        orphans.push(end);
        continue;
      }
      closeRange(start, end);
    }
    const unclosed = this.openings.filter((opening) => !opening.term.rangeEndId);
    for (const end of orphans) {
      const opening = unclosedBefore(unclosed, end.where);
      if (opening) unclosed.splice(unclosed.indexOf(opening), 1);
      const misspelt = opening ? undefined : misspeltOpening(this.identified, end);
      if (misspelt) {
        // One letter or two apart, in the same file, before it: the range the author meant, read as closed here.
        closeRange(misspelt.term, end);
        this.warnings.push(
          warning(
            'index-term',
            end.where,
            `index range end (startref="${end.startref}") has no start with id="${end.startref}"; read as the end ` +
              `of the range "${misspelt.term.primary}" opened at line ${misspelt.where.line} with ` +
              `id="${misspelt.writtenId}", the id nearest to it: make the two ids the same`,
            end.startref,
          ),
        );
        continue;
      }
      this.warnings.push(
        warning(
          'index-term',
          end.where,
          `index range end (startref="${end.startref}") has no start with id="${end.startref}"; ignored ` +
            (opening
              ? `(the range "${opening.term.primary}" opened at line ${opening.where.line} with ` +
                `id="${opening.writtenId}" has no end, so the index cites only its first page: make the two ids the same)`
              : `(give the mark that opens the range id="${end.startref}", or remove this end)`),
          end.startref,
        ),
      );
    }
    for (const opening of unclosed) {
      this.warnings.push(
        warning(
          'index-term',
          opening.where,
          `index range "${opening.term.primary}" (id="${opening.writtenId}") is opened here and never closed, so the ` +
            `index cites only this page; close it where the discussion ends with ` +
            `(((range="endofrange", startref="${opening.writtenId}"))), or remove range="startofrange"`,
          opening.writtenId,
        ),
      );
    }
    return this.terms;
  }

  /** A place whose title several sections of the book have says the section it sits in. */
  private nameRepeatedPlaces(): void {
    const count = new Map<string, number>();
    for (const { place } of this.enclosed) count.set(place.title, (count.get(place.title) ?? 0) + 1);
    for (const { place, enclosing } of this.enclosed) {
      const within = enclosing.at(-1);
      if (within && count.get(place.title)! > 1) place.within = within;
    }
  }
}

/** A range's end mark (`startref`), kept until every range has opened. */
interface PendingEnd {
  startref: string;
  anchor: string;
  where: SourceLocation;
  place?: IndexPlace;
}

function closeRange(term: IndexTerm, end: PendingEnd): void {
  term.rangeEndId = end.anchor;
  term.rangeEndSource = end.where;
  if (end.place) term.rangeEndPlace = end.place;
}

interface RangeOpening {
  term: IndexTerm;
  /** The id as the author wrote it (the registry may have renamed a duplicate). */
  writtenId: string;
  where: SourceLocation;
}

/**
 * The range a misspelt end mark meant (`startref="ix_PodTemplate"` after `id="ix_PodTemplates"`, Kubernetes: Up and
 * Running): the one mark with an id within two edits of it, in the same file before it, its range not closed yet.
 */
function misspeltOpening(
  identified: RangeOpening[],
  end: { startref: string; where: SourceLocation },
): RangeOpening | undefined {
  const open = identified.filter(
    (o) =>
      !o.term.rangeEndId && o.where.file === end.where.file && (o.where.line ?? 0) <= (end.where.line ?? 0),
  );
  const id = closestName(
    end.startref,
    open.map((o) => o.writtenId),
  );
  return id === undefined ? undefined : open.find((o) => o.writtenId === id);
}

/** The last range left open before `where` in the same file: the one an end mark there most likely meant. */
function unclosedBefore(unclosed: RangeOpening[], where: SourceLocation): RangeOpening | undefined {
  return unclosed
    .filter((o) => o.where.file === where.file && (o.where.line ?? 0) <= (where.line ?? 0))
    .at(-1);
}

function defined<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}
