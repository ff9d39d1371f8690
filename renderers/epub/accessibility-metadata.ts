import { escapeText } from '../dom/html-dom';

/** The conformance the EPUB claims when every check passes (WCAG 2.1 AA is what EN 301 549 asks for). */
export const CONFORMS_TO = 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA';
export const CERTIFIED_BY = 'Octavo';

/** What the build found out about the book it wrote, the ground for its accessibility metadata. */
export interface AccessibilityFacts {
  /** Images in the content documents (the cover page's not counted). */
  images: number;
  /** Those of them the author gave no text alternative (an explicit `alt=""` counts as decorative). */
  imagesWithoutAlt: number;
  /** The book's images not in the EPUB (not found, or of a type it cannot hold): not counted in `images`. */
  imagesLeftOut?: number;
  math: boolean;
  /** The book has footnotes (written as EPUB footnotes). */
  footnotes: boolean;
  /** A generated or written index is in the EPUB. */
  index: boolean;
  /** Page-break markers and a page-list from the print edition. */
  printPages: boolean;
  /**
   * How the EPUB's language was found: declared by the book (`lang` in its config, `:lang:`) or read from its text
   * (a book written in Japanese is "ja"), either way the language its text is in; or "en" as a guess, for a book that
   * declares none and whose text shows none plainly.
   */
  language: 'declared' | 'read' | 'guessed';
  /** Headings that skip a level going down, as `file: h2 → h4`. */
  headingSkips: string[];
  /** What the book's stylesheet undoes: text colours below 4.5:1 (or unreadable), links without underline. */
  themeProblems: string[];
  /** Text the sources colour themselves below 4.5:1 (`style="color: …"`), as `file: #ff0000 on white, 4.00:1`. */
  lowContrastText?: string[];
  /** Images that may move or flash (animated GIF/PNG, SVG with animation). */
  animatedImages: string[];
}

export interface AccessibilityMetadata {
  accessModes: string[];
  /** Each entry is one sufficient set, comma-separated (`textual,visual`). */
  accessModesSufficient: string[];
  features: string[];
  hazards: string[];
  summary: string;
  /** Set only when every check passed. */
  conformsTo?: string;
  /** Why no conformance is claimed, one sentence each (empty when it is). */
  failures: string[];
}

/**
 * schema.org accessibility metadata (EPUB Accessibility 1.1, section 2) from what the book really
 * has, and a conformance claim only when every check Octavo can make at build time passes: each image
 * has a text alternative, the language is declared, headings go down one level at a time, the book's
 * stylesheet keeps text colours at 4.5:1 or more and links underlined, and nothing animates. The rest of WCAG AA that applies to a
 * reflowable book (links underlined, DPUB-ARIA roles, landmarks, a title per document, footnotes as
 * notes) is how Octavo writes every EPUB.
 */
export function accessibilityMetadata(facts: AccessibilityFacts): AccessibilityMetadata {
  const visual = facts.images > 0;
  const allDescribed = facts.imagesWithoutAlt === 0;
  const features = [
    'structuralNavigation',
    'tableOfContents',
    'readingOrder',
    ...(facts.index ? ['index'] : []),
    ...(facts.math ? ['MathML'] : []),
    ...(visual && allDescribed ? ['alternativeText'] : []),
    ...(facts.printPages ? ['pageBreakMarkers', 'pageNavigation'] : []),
  ];
  const hazards =
    facts.animatedImages.length > 0
      ? ['unknownFlashingHazard', 'noMotionSimulationHazard', 'noSoundHazard']
      : ['none'];
  const failures = [
    ...(allDescribed
      ? []
      : [
          `${facts.imagesWithoutAlt} image${facts.imagesWithoutAlt === 1 ? ' has' : 's have'} no text alternative`,
        ]),
    // A language read from the text is the text's: a Japanese book's summary said it declared none beside its ja.
    ...(facts.language === 'guessed' ? ['the book does not declare its language'] : []),
    ...facts.headingSkips.map((skip) => `headings skip a level (${skip})`),
    ...facts.themeProblems.map((problem) => `the theme's ${problem}`),
    ...lowContrastFailure(facts.lowContrastText ?? []),
    ...(facts.animatedImages.length > 0
      ? [`animated images may flash (${facts.animatedImages.slice(0, 3).join(', ')})`]
      : []),
  ];
  const conforms = failures.length === 0;
  return {
    accessModes: visual ? ['textual', 'visual'] : ['textual'],
    accessModesSufficient: visual
      ? allDescribed
        ? ['textual', 'textual,visual']
        : ['textual,visual']
      : ['textual'],
    features,
    hazards,
    summary: summaryOf(facts, conforms, failures),
    ...(conforms ? { conformsTo: CONFORMS_TO } : {}),
    failures,
  };
}

/**
 * The text coloured below 4.5:1, said once: each file and colour once, with how often it occurs. Said once a span,
 * a Thai manual's summary gave its three red spans of one chapter as its three reasons, and a Malayalam book's 83.
 */
function lowContrastFailure(found: readonly string[]): string[] {
  if (found.length === 0) return [];
  const times = new Map<string, number>();
  for (const text of found) times.set(text, (times.get(text) ?? 0) + 1);
  const listed = [...times].map(([text, n]) => (n === 1 ? text : `${text}, ${n} times`));
  const shown = listed.slice(0, 3).join('; ') + (listed.length > 3 ? `; and ${listed.length - 3} more` : '');
  return [`text coloured in the source is below 4.5:1 (${shown})`];
}

function summaryOf(facts: AccessibilityFacts, conforms: boolean, failures: string[]): string {
  const has = [
    'a table of contents',
    'landmarks',
    'headings for every section',
    ...(facts.index ? ['an index'] : []),
    ...(facts.printPages ? ['page numbers from the print edition'] : []),
    ...(facts.math ? ['mathematics as MathML'] : []),
    ...(facts.footnotes ? ['footnotes that reading systems can show as pop-ups'] : []),
  ];
  const leftOut = facts.imagesLeftOut ?? 0;
  // Said of the images the EPUB holds: a Thai manual whose 206 WebP screenshots were left out claimed every image
  // had a text alternative.
  const images =
    facts.images === 0
      ? 'It has no images besides the cover.'
      : facts.imagesWithoutAlt === 0
        ? `Every image ${leftOut > 0 ? 'it holds ' : ''}has a text alternative or is marked decorative.`
        : `${facts.imagesWithoutAlt} of its ${facts.images} images ${facts.imagesWithoutAlt === 1 ? 'has' : 'have'} no text alternative.`;
  const missing =
    leftOut === 0
      ? ''
      : ` ${leftOut} of the book's images ${leftOut === 1 ? 'is' : 'are'} not in it (not found, or of a type it cannot hold): only a text alternative, where the author gave one, stands in ${leftOut === 1 ? 'its' : 'their'} place.`;
  const verdict = conforms
    ? `It meets ${CONFORMS_TO} as far as Octavo's automated checks at build time can tell (text alternatives, language, heading order, contrast, link styling, ARIA roles); no person has reviewed it.`
    : `It claims no conformance to EPUB Accessibility: ${failures.slice(0, 3).join('; ')}${failures.length > 3 ? `; and ${failures.length - 3} more` : ''}.`;
  return `This publication has ${listText(has)}. The text is reflowable and links are underlined. ${images}${missing} ${verdict}`;
}

function listText(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The metadata as OPF 3 `<meta>` elements (one per value, as schema.org properties are repeated). The summary is
 * written in English whatever the book's language (`bookLang`): it is marked so where the package says otherwise.
 */
export function accessibilityMetadataXml(meta: AccessibilityMetadata, bookLang = 'en'): string {
  const line = (property: string, value: string, id?: string, lang?: string) =>
    `<meta property="${property}"${id ? ` id="${id}"` : ''}${lang ? ` xml:lang="${lang}"` : ''}>${escapeText(value)}</meta>`;
  const summaryLang = /^en(?:[-_]|$)/i.test(bookLang) ? undefined : 'en';
  return [
    ...meta.accessModes.map((v) => line('schema:accessMode', v)),
    ...meta.accessModesSufficient.map((v) => line('schema:accessModeSufficient', v)),
    ...meta.features.map((v) => line('schema:accessibilityFeature', v)),
    ...meta.hazards.map((v) => line('schema:accessibilityHazard', v)),
    line('schema:accessibilitySummary', meta.summary, undefined, summaryLang),
    ...(meta.conformsTo
      ? [line('dcterms:conformsTo', meta.conformsTo, 'conformance'), line('a11y:certifiedBy', CERTIFIED_BY)]
      : []),
  ].join('\n    ');
}
