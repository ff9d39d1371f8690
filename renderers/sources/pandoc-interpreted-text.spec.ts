import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

async function book(files: Record<string, string>) {
  const model = await buildBookModel(
    memorySource(files),
    { files: Object.keys(files).filter((file) => file.endsWith('.md')), formats: {} },
    { bookName: 'ann/sphinx' },
  );
  return {
    html: model.divisions.map((d) => d.html.replace(/ data-octavo-[\w-]+="[^"]*"/g, '')),
    warnings: model.warnings.map(formatWarning),
  };
}

describe('Sphinx’s roles, as pandoc converts them from reStructuredText', () => {
  // `pandoc -f rst -t markdown --wrap=preserve` of an introduction citing a chapter's label and file, and Python's
  // objects as scipy-lectures does (`:func:`, `:mod:`, `:py:class:`), and of the chapter `.. _tables:` labels.
  const INTRO_MD = [
    '# Introduction {#intro}',
    '',
    'See `tables`{.interpreted-text role="ref"}, `the tables <tables>`{.interpreted-text role="ref"}, `ch2`{.interpreted-text role="doc"}, `Chapter two <ch2>`{.interpreted-text role="doc"},',
    '`numpy.sum`{.interpreted-text role="func"}, `~numpy.linalg.norm`{.interpreted-text role="func"}, `ndarray.sum() <numpy.ndarray.sum>`{.interpreted-text role="meth"}, `numpy`{.interpreted-text role="mod"},',
    ':py`numpy.ndarray`{.interpreted-text role="class"}, `8`{.interpreted-text role="pep"}, `plain`{.interpreted-text role="simple"} and `again`{.interpreted-text role="simple"}.',
    '',
  ].join('\n');
  const TABLES_MD = '# Tables\n\nText.\n';

  it('prints references as links to their label or file, objects as code, and warns once of a role it does not know', async () => {
    const { html, warnings } = await book({ 'intro.md': INTRO_MD, 'ch2.md': TABLES_MD });
    // Sphinx prints a reference without text of its own in the target's title.
    const plain = html[0]!.replace(/ data-xrefstyle="[^"]*"/g, '');
    expect(plain).toContain(
      'See <a data-type="xref" href="#tables">Tables</a>, <a href="#tables">the tables</a>, ' +
        '<a href="#tables">Tables</a>, <a href="#tables">Chapter two</a>,\n' +
        '<code>numpy.sum()</code>, <code>norm()</code>, <code>ndarray.sum()</code>, <code>numpy</code>,\n' +
        '<code>numpy.ndarray</code>, <a href="https://peps.python.org/pep-0008/">PEP 8</a>, plain and again.',
    );
    expect(plain).not.toContain('interpreted-text');
    expect(warnings).toEqual([
      'intro.md:5: :simple: is a Sphinx role Octavo does not know (pandoc wrote it as code of class ' +
        'interpreted-text): its text is printed as it stands, here and wherever else the file uses it; write in ' +
        'Markdown what the role made of it',
    ]);
  });

  // scipy-lectures' figures of exercise solutions: `Solution: :download:`Python source file <examples/plot.py>``.
  it('prints a role in a figure’s caption as its words', async () => {
    const { html, warnings } = await book({
      'stats.md':
        '# Stats\n\n![Solution: `Python source file <examples/plot_sprog.py>`{.interpreted-text role="download"}](plot.png){.align-center}\n',
      'plot.png': '',
    });
    expect(html[0]).toMatch(
      /<figcaption>(?:<span[^>]*>[^<]*<\/span>)?Solution: Python source file<\/figcaption>/,
    );
    expect(warnings.filter((warning) => warning.includes('interpreted'))).toEqual([]);
  });
});
