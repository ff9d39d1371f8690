import type { BookSource } from '../types';
import { sourceFormatOf } from './read-source';
import { sameNameSources } from '../paths/renamed-sources';

/** Asciidoctor's marks on the HTML it writes: its generator tag, or the wrappers of its HTML5 converter. */
const ASCIIDOCTOR_HTML =
  /<meta\s+name="generator"\s+content="Asciidoctor|<div class="(?:sect1|sectionbody|paragraph)"/;
/** AsciiDoc's index terms: concealed `(((…)))` and the `indexterm:[…]`/`indexterm2:[…]` macros. */
const ASCIIDOC_INDEX_TERM = /\(\(\(|\bindexterm2?:\[/;

export interface IndexedExport {
  /** The listed HTML file, written by Asciidoctor. */
  html: string;
  /** The AsciiDoc file beside it, of the same name, that marks index terms. */
  asciidoc: string;
}

/**
 * Listed HTML files that are Asciidoctor's HTML of an AsciiDoc file beside them which marks index terms. Asciidoctor's
 * HTML5 converter prints a visible term's text and nothing of a concealed one (`convert_inline_indexterm`), so a
 * book listing the export has no index terms left, while its AsciiDoc has them.
 */
export async function indexedAsciidoctorExports(
  repository: BookSource,
  listed: readonly string[],
): Promise<IndexedExport[]> {
  const found: IndexedExport[] = [];
  for (const html of listed.filter((file) => sourceFormatOf(file) === 'htmlbook')) {
    const asciidoc = (await sameNameSources(repository, html)).find(
      (file) => sourceFormatOf(file) === 'asciidoc',
    );
    if (asciidoc === undefined) continue;
    const [exported, written] = await Promise.all([repository.readFile(html), repository.readFile(asciidoc)]);
    if (exported === null || written === null) continue;
    if (
      ASCIIDOCTOR_HTML.test(exported.toString('utf8')) &&
      ASCIIDOC_INDEX_TERM.test(written.toString('utf8'))
    )
      found.push({ html, asciidoc });
  }
  return found;
}

/** The sentence the empty-index warning ends with when the book lists such exports. */
export function asciidoctorExportHint(exports: readonly IndexedExport[], configFile: string): string {
  if (exports.length === 0) return '';
  const [first, ...others] = exports as [IndexedExport, ...IndexedExport[]];
  if (others.length === 0)
    return (
      `. ${first.html} is Asciidoctor's HTML of ${first.asciidoc}, which marks index terms that Asciidoctor's HTML ` +
      `leaves out: list ${first.asciidoc} in ${configFile} instead to get the index`
    );
  return (
    `. ${first.html} and ${others.length} other listed ${others.length === 1 ? 'file' : 'files'} are Asciidoctor's HTML of the AsciiDoc files beside ` +
    `them (${first.asciidoc}, …), which mark index terms that Asciidoctor's HTML leaves out: list the AsciiDoc ` +
    `files in ${configFile} instead of their HTML to get the index`
  );
}
