import { extensionOf } from './repo-path';

/** `docbook` is told by a file's content as well as its extension (an `.xml` file may be anything): see isDocbookSource. */
export type SourceFormat = 'htmlbook' | 'markdown' | 'asciidoc' | 'docbook';

const FORMATS_BY_EXTENSION: Record<string, SourceFormat> = {
  '.html': 'htmlbook',
  '.htm': 'htmlbook',
  '.xhtml': 'htmlbook',
  '.md': 'markdown',
  '.markdown': 'markdown',
  // MDX (Docusaurus, Nextra, Starlight) is Markdown with React in it, which is left out (sources/mdx-syntax.ts).
  '.mdx': 'markdown',
  // A notebook is read as the Markdown its cells make (sources/notebook.ts).
  '.ipynb': 'markdown',
  // Quarto and R Markdown pages are pandoc's Markdown with code cells (sources/code-cells.ts).
  '.qmd': 'markdown',
  '.rmd': 'markdown',
  '.adoc': 'asciidoc',
  '.asciidoc': 'asciidoc',
  '.asc': 'asciidoc',
};

/** The extensions of the files Octavo reads, each with its dot (`.md`, `.ipynb`), in the order above. */
export const SOURCE_EXTENSIONS: readonly string[] = Object.keys(FORMATS_BY_EXTENSION);

/** A path's source extension, at its end, in any case: what a page's address without it leaves. */
export const SOURCE_EXTENSION = new RegExp(
  `(?:${SOURCE_EXTENSIONS.map((extension) => extension.replace('.', '\\.')).join('|')})$`,
  'i',
);

/** The source format a listed file is read as, by its extension; null for a file Octavo does not read. */
export function sourceFormatOf(path: string): SourceFormat | null {
  return FORMATS_BY_EXTENSION[extensionOf(path)] ?? null;
}

/** A file of Markdown text (not a notebook, whose metadata is JSON): one that may open with a YAML metadata block. */
export function isMarkdownText(path: string): boolean {
  return sourceFormatOf(path) === 'markdown' && extensionOf(path) !== '.ipynb';
}

/** DocBook's files, and Solaris's and illumos's master documents (`mdb.book`): DocBook when their text says so. */
export const XML_FILE = /\.(?:xml|dbk|docbook|book)$/i;
