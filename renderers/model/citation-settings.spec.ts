import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

const BIBTEX =
  '@book{smith04, author = {Smith, Ann}, title = {A History of Kilns}, publisher = {Clay Press}, year = {2004}}\n';

/** A specification's master document in src/, as a Makefile run from the repository root builds it. */
function book(header: string, files: Record<string, string>): Record<string, string> {
  return {
    'src/spec.adoc': [
      '= The Kiln Specification',
      ':doctype: book',
      header,
      ':bibtex-style: apa',
      '',
      '== Firing',
      '',
      'Kilns are old cite:[smith04].',
      '',
      '[bibliography]',
      '== References',
      '',
      'bibliography::[]',
    ].join('\n'),
    ...files,
  };
}

async function model(files: Record<string, string>) {
  const built = await buildBookModel(
    memorySource(files),
    { files: ['src/spec.adoc'], formats: {} },
    { bookName: 'ann/kilns' },
  );
  const html = built.divisions.map((division) => division.html).join('\n');
  return {
    html,
    text: html.replace(/<[^>]+>/g, ''),
    warnings: built.warnings.map(formatWarning),
  };
}

describe('asciidoctor-bibtex’s :bibtex-file:, as the folder asciidoctor runs in finds it', () => {
  it('is read from the repository root when the document’s folder has no such file (a Makefile run from the root)', async () => {
    const { html, text, warnings } = await model(
      book(':bibtex-file: src/resources/kilns.bib', { 'src/resources/kilns.bib': BIBTEX }),
    );
    expect(text).toContain('Kilns are old (Smith, 2004).');
    expect(html).toContain('Smith, A. (2004). <i>A History of Kilns</i>. Clay Press.');
    expect(html).not.toContain('cite:[');
    expect(warnings.filter((w) => w.includes('bibtex'))).toEqual([]);
  });

  it('is read from the document’s folder first, as asciidoctor run beside the document reads it', async () => {
    const other = BIBTEX.replace('A History of Kilns', 'The Wrong Kilns');
    const { html } = await model(
      book(':bibtex-file: resources/kilns.bib', {
        'src/resources/kilns.bib': BIBTEX,
        'resources/kilns.bib': other,
      }),
    );
    expect(html).toContain('<i>A History of Kilns</i>');
    expect(html).not.toContain('The Wrong Kilns');
  });

  it('is the target of bibliography::file.bib[] when the header sets none', async () => {
    const files = book('', { 'src/refs/kilns.bib': BIBTEX });
    files['src/spec.adoc'] = files['src/spec.adoc']!.replace(
      'bibliography::[]',
      'bibliography::refs/kilns.bib[]',
    );
    const { text } = await model(files);
    expect(text).toContain('Kilns are old (Smith, 2004).');
  });

  it('names both places it looked, at the header’s line, and the rule, when neither holds the file', async () => {
    const { html, warnings } = await model(book(':bibtex-file: src/resources/kilns.bib', {}));
    expect(html).toContain('Kilns are old cite:[smith04].');
    expect(warnings).toContain(
      'src/spec.adoc:3: :bibtex-file: src/resources/kilns.bib names no file of the book (looked for ' +
        'src/src/resources/kilns.bib and src/resources/kilns.bib), so the works in it cannot be cited: a ' +
        'citation key found in no other file (smith04 at src/spec.adoc:8) is printed as written; commit the ' +
        "file or correct the path (from the document's folder, or from the repository root: asciidoctor-bibtex " +
        'opens it from the folder asciidoctor runs in)',
    );
  });

  it('without one, is the first .bib file in the document’s folder, else at the repository root', async () => {
    const { text } = await model(book('', { 'kilns.bib': BIBTEX }));
    expect(text).toContain('Kilns are old (Smith, 2004).');
  });

  it('anchors each entry by its key, as asciidoctor-bibtex does: citations and the book’s own <<key>> reach it', async () => {
    const files = book(':bibtex-file: src/resources/kilns.bib', { 'src/resources/kilns.bib': BIBTEX });
    files['src/spec.adoc'] = files['src/spec.adoc']!.replace(
      'Kilns are old cite:[smith04].',
      'Kilns are old cite:[smith04], as <<smith04,the kiln history>> tells. As citenp:[smith04] says, they are.',
    );
    const { html, warnings } = await model(files);
    expect(html).toContain('<div class="csl-entry" id="smith04" role="listitem">');
    expect(html).toContain('(<a href="#smith04">Smith, 2004</a>)');
    expect(html).toContain('<a href="#smith04">the kiln history</a>');
    expect(html).toContain(
      'As <span class="citation" data-cites="smith04"><a href="#smith04">Smith, 2004</a></span> says',
    );
    expect(warnings.filter((w) => w.includes('smith04'))).toEqual([]);
  });
});
