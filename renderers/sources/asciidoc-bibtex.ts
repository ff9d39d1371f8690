import { AbstractBlock, BlockMacroProcessor, InlineMacroProcessor } from '@asciidoctor/core';
import { escapeText } from '../dom/escape';
import { CITATION_MARK, CitationMark, CitedWork } from './pandoc-citations';

/** On a citation or reference list of an asciidoctor-bibtex book: the document's `:bibtex-file:` (if set). */
export const BIBTEX_FILE = 'data-octavo-bibtex-file';
/** And its `:bibtex-style:`, a CSL style's name (asciidoctor-bibtex's default is `ieee`). */
export const BIBTEX_STYLE = 'data-octavo-bibtex-style';
/** And the file the document is: its `:bibtex-file:` is a path from the document's folder (or the repository root). */
export const BIBTEX_DOCUMENT = 'data-octavo-bibtex-document';
/** On a `citenp:[…]` citation: printed without its parentheses or brackets. */
export const BARE_CITATION = 'data-octavo-citation-bare';

/** `key` or `key(12-14)`: a work and the pages cited. */
const WORK = /^\s*([^\s(),;]+)\s*(?:\(([^)]*)\))?\s*$/;

function attribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** The document's bibliography settings, as attributes of the citation or list carrying them. */
function settingsAttributes(parent: AbstractBlock, file: string): string {
  const document = parent.getDocument();
  const bibFile = document.getAttribute('bibtex-file') as string | undefined;
  const style = document.getAttribute('bibtex-style') as string | undefined;
  return [
    ` ${BIBTEX_DOCUMENT}="${attribute(file)}"`,
    bibFile ? ` ${BIBTEX_FILE}="${attribute(bibFile)}"` : '',
    style ? ` ${BIBTEX_STYLE}="${attribute(style)}"` : '',
  ].join('');
}

/** `cite:[smith04, doe99(33)]`: the works cited, each with the pages in parentheses after its key. */
export function bibtexCitation(written: string): CitationMark | undefined {
  const works: CitedWork[] = [];
  for (const part of written.split(/[,;]/)) {
    const work = WORK.exec(part);
    if (!work) return undefined;
    works.push({ key: work[1]!, ...(work[2]?.trim() ? { label: 'page', locator: work[2].trim() } : {}) });
  }
  return works.length > 0 ? { inText: false, works } : undefined;
}

function citeMacro(name: 'cite' | 'citenp', file: string): typeof InlineMacroProcessor {
  class CiteMacro extends InlineMacroProcessor {
    override process(parent: AbstractBlock, target: string): ReturnType<InlineMacroProcessor['process']> {
      const written = `${name}:[${target}]`;
      const mark = bibtexCitation(target);
      if (!mark) return this.createInlinePass(parent, escapeText(written));
      const bare = name === 'citenp' ? ` ${BARE_CITATION}=""` : '';
      return this.createInlinePass(
        parent,
        `<span ${CITATION_MARK}="${attribute(JSON.stringify(mark))}"${bare}${settingsAttributes(parent, file)}>${escapeText(written)}</span>`,
      );
    }
  }
  (CiteMacro as unknown as { config: object }).config = { name, format: 'short' };
  return CiteMacro;
}

function bibliographyMacro(file: string): typeof BlockMacroProcessor {
  class BibliographyMacro extends BlockMacroProcessor {
    override process(parent: AbstractBlock, target: string): ReturnType<BlockMacroProcessor['process']> {
      // `bibliography::refs.bib[]` names the file, as asciidoctor-bibtex reads it, unless the header does.
      const document = parent.getDocument();
      if (target && !document.hasAttribute('bibtex-file')) document.setAttribute('bibtex-file', target);
      return this.createPassBlock(parent, `<div id="refs"${settingsAttributes(parent, file)}></div>`, {});
    }
  }
  (BibliographyMacro as unknown as { config: object }).config = { name: 'bibliography' };
  return BibliographyMacro;
}

/**
 * asciidoctor-bibtex's macros, which AsciiDoc books that cite use: `cite:[key]`, `cite:[a, b(12)]` and
 * `citenp:[key]` (no parentheses) mark citations, and `bibliography::[]` is where the reference list goes, read
 * from the document's `:bibtex-file:` (or the macro's target) in its `:bibtex-style:` (a CSL style's name). They are formatted with the
 * book's other citations (model/pandoc-citations.ts); without a bibliography they print as written, as Asciidoctor
 * without the extension prints them.
 */
export function registerBibtexMacros(
  registry: {
    inlineMacro(processor: typeof InlineMacroProcessor): unknown;
    blockMacro(processor: typeof BlockMacroProcessor): unknown;
  },
  file: string,
): void {
  registry.inlineMacro(citeMacro('cite', file));
  registry.inlineMacro(citeMacro('citenp', file));
  registry.blockMacro(bibliographyMacro(file));
}
