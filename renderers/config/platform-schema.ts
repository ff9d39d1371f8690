/**
 * JSON Schema (draft 2020-12) of `platform.json` / `atlas.json`, served at `/docs/platform.schema.json` so editors
 * complete and check the file (`"$schema": "<server>/docs/platform.schema.json"`). It describes what Atlas books
 * really contain: the schema accepts everything the loader accepts, and unknown keys stay allowed (the build
 * warns about them instead of failing), so an existing atlas.json never shows as invalid.
 */
const flag = (description: string) => ({ $ref: '#/$defs/flag', description });

const formatOptions = {
  type: 'object',
  description:
    'Options of one output format. Atlas accepted every key in every format; each format reads its own.',
  properties: {
    toc: flag('Generate the table of contents (from a `<nav data-type="toc"/>` file). Default true.'),
    index: flag(
      'Generate the index (from a `<section data-type="index"/>` file) from the index terms. A DocBook book gets one ' +
        'only where it writes `<index/>`, unless this is `true`.',
    ),
    syntaxhighlighting: flag('Highlight source code listings. Default true.'),
    show_comments: flag('Show comments (`data-type="comment"`, AsciiDoc comments) in the output.'),
    version: {
      description:
        'PDF: "web" (screen: colour, live links, cover first) or "print" (for the printer: TrimBox and BleedBox set, ' +
        'black links, chapters open on right-hand pages with blank left-hand pages where needed, a half-title, no ' +
        'cover). `false` means not set (web).',
      anyOf: [
        { type: 'string', examples: ['web', 'print'] },
        { type: 'number' },
        { const: false },
        { type: 'null' },
      ],
    },
    trim_size: {
      description: 'PDF page size, e.g. "7in x 9.1875in", "7inx9.1875in", "A4". `false` means the default.',
      anyOf: [
        { type: 'string', examples: ['7in x 9.1875in', '6in x 9in', 'A4'] },
        { const: false },
        { type: 'null' },
      ],
    },
    color_count: {
      description:
        'PDF inks: "1" is black only (the PDF is converted to grayscale: DeviceGray text, lines and images, black ' +
        'links), "4" full colour. A string in Atlas books; numbers work too.',
      anyOf: [
        { type: 'string', pattern: '^\\s*[1-4]\\s*$', examples: ['1', '4'] },
        { type: 'integer', minimum: 1, maximum: 4 },
        { const: false },
        { type: 'null' },
      ],
    },
    crop_marks: flag(
      'Octavo extension, PDF with `version: "print"`: crop marks at the corners of each page, outside a 0.125in ' +
        'bleed (the page grows to hold them; TrimBox stays the trim size). Default false.',
    ),
    embedded_fonts: {
      description:
        "Atlas: font files to embed in EPUB/MOBI. Octavo embeds its theme's shipped fonts instead, and warns.",
      anyOf: [
        { type: 'array', items: { type: 'string' } },
        { type: 'string' },
        { const: false },
        { type: 'null' },
      ],
    },
    downsample_images: flag(
      'EPUB and MOBI: JPEG and PNG images larger than an e-reader shows (a side over 2,048 px or more than 4 million ' +
        'pixels) are scaled down and encoded again. Other formats keep their images (a warning says so).',
    ),
    mathmlreplacement: flag(
      'Atlas: replace MathML with images in EPUB. Octavo keeps MathML (a warning says so).',
    ),
    epubcheck: flag("Atlas: run epubcheck on the EPUB. Octavo's EPUBs are built to pass it."),
    consolidated: flag('HTML: one page for the whole book instead of one page per chapter.'),
    consolidate: flag('Older spelling of `consolidated`; `consolidated` wins when both are given.'),
    antennahouse_version: {
      description:
        'Atlas: the AH Formatter release for PDF. Ignored with a warning (Octavo renders with Chromium).',
      anyOf: [{ type: 'string' }, { const: false }, { type: 'null' }],
    },
  },
};

const text = (description: string) => ({ type: 'string', description });
const textOrNumber = (description: string) => ({ type: ['string', 'number'], description });
const names = (description: string) => ({
  description,
  anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
});

export const PLATFORM_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Octavo book configuration (platform.json, or Atlas atlas.json)',
  description:
    "Lists the book's source files and its build options. Only `files` is required. Unknown keys are allowed: " +
    "the build ignores them with a warning, so an existing O'Reilly Atlas atlas.json works unchanged.",
  type: 'object',
  required: ['files'],
  properties: {
    $schema: text('The address of this schema, for editors.'),
    files: {
      description:
        'The source files in reading order, repository-relative: .md/.markdown, .adoc/.asciidoc/.asc, ' +
        '.html/.htm/.xhtml (HTMLBook), .xml/.dbk/.docbook (DocBook; a .book master document too). A file whose body is `<nav data-type="toc"/>` becomes the table of ' +
        'contents; `<section data-type="index"/>` the index.',
      type: 'array',
      minItems: 1,
      items: { type: 'string', minLength: 1, pattern: '\\S' },
      examples: [['toc.html', 'preface.md', 'ch01.md', 'ch02.adoc', 'ix.html']],
    },
    title: text("The book's title (else the title page's, else the project name)."),
    subtitle: text('Octavo extension: the subtitle.'),
    lang: text('Language of the book, a BCP 47 tag such as "en", "de", "pt-BR". Default "en".'),
    theme: {
      description:
        'A CSS file in the repository that styles every format. An Atlas theme name ("oreillymedia/…") is not ' +
        'in the repository: the default theme is used, with a warning.',
      anyOf: [{ type: 'string' }, { type: 'null' }],
    },
    branch: text('Atlas: the branch it built. Informational: Octavo builds the branch a build names.'),
    print_isbn13: textOrNumber(
      "The print ISBN-13 (digits, hyphens allowed), written to the outputs' metadata.",
    ),
    templating: flag(
      'Atlas: apply Liquid templating to the files. Octavo reads files as they are (true warns).',
    ),
    author: names('Octavo extension: the author, or a list of authors.'),
    authors: names('Octavo extension: the authors (same as `author`).'),
    publisher: text('Octavo extension: the publisher.'),
    rights: text('Octavo extension: the copyright statement, e.g. "© 2024 Ann Author".'),
    description: text('Octavo extension: a short description of the book (EPUB metadata).'),
    date: textOrNumber('Octavo extension: the publication date, e.g. "2024-05-01" or 2024.'),
    cover: text('Octavo extension: repository path of the cover image (EPUB cover, PDF first page).'),
    accent_color: text('Atlas theme colour. Not used by Octavo (a non-empty value warns).'),
    preprocessing: text('Atlas: "none". Other values warn (Octavo reads files as they are).'),
    name: text("Atlas: the project's name. Informational."),
    branches: names('Atlas: branches to build. Informational.'),
    export_formats: names('Atlas: formats to build. Informational: a build names its formats.'),
    formats: {
      type: 'object',
      description: 'Options per output format.',
      properties: {
        pdf: { $ref: '#/$defs/formatOptions' },
        epub: { $ref: '#/$defs/formatOptions' },
        mobi: { $ref: '#/$defs/formatOptions' },
        html: { $ref: '#/$defs/formatOptions' },
      },
    },
  },
  $defs: {
    flag: {
      description: 'true or false (Atlas books sometimes write "true"/"false").',
      anyOf: [
        { type: 'boolean' },
        { enum: ['true', 'false', 'True', 'False', 'TRUE', 'FALSE'] },
        { type: 'null' },
      ],
    },
    formatOptions,
  },
} as const;
