import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

const build = (files: Record<string, string>) =>
  buildBookModel(
    memorySource(files),
    { files: Object.keys(files), formats: {}, configFile: 'atlas.json' },
    { bookName: 'x' },
  );
/** The warnings of a book of one compat-mode chapter, as the build prints them. */
const warningsOf = async (chapter: string) =>
  (await build({ 'ch01.asciidoc': chapter })).warnings.map(formatWarning);

describe('markup of today’s Asciidoctor in a book read in compat-mode', () => {
  it('is warned of where it is written, with what the reader sees and how to mend it', async () => {
    // Architecture Patterns with Python (atlas.json): chapter_02:737 and chapter_07:375.
    const model = await build({
      'ch01.asciidoc': [
        '[[ch01]]',
        '== One',
        '',
        'A `Batch` is an entity, and we have a custom ++__eq__++ for it.',
        '',
        "The ``Product``'s main identifier is the `sku`.",
      ].join('\n'),
    });
    const html = model.divisions[0]!.html;
    expect(html).toContain('<code><em>eq</em></code>');
    // Printed formatted, `++__eq__++` may be meant so in a book of compat-mode: only markup left showing is told.
    expect(model.warnings.map(formatWarning)).toEqual([
      'ch01.asciidoc:6: ``Product``\'s prints as "``Product`’s", not "Product\'s": the book is read in ' +
        "Asciidoctor's compat-mode (the legacy AsciiDoc of O'Reilly's Atlas, as atlas.json implies), which does " +
        "not know this markup of Asciidoctor today; put :compat-mode!: in its document's header to read that " +
        'document as Asciidoctor reads it today, or write it `Product`, code compat-mode prints as written',
    ]);
  });

  // Pro Git's Arabic translation (atlas.json), basics.asc:97: its two spans were warned of, and then the closing marks
  // of the one and the opening marks of the other as a single pair "printed with its ` marks" around the words between.
  it('is the one warning of a line with two such spans: their marks are no single pair', async () => {
    const warnings = await warningsOf(
      [
        '== أساسيات',
        '',
        'اسمه التقني باسلوب جيت هو ``الفهرس``, ولكن عبارة ``منطقة التهيئة`` تعبر عنه كذلك.',
        '',
        'Git calls it the ``index``, but ``staging area`` works as well.',
      ].join('\n'),
    );
    // The book, mostly Arabic and declaring no language, is also told it is built as Arabic (atlas.json's warning).
    const lines = warnings.filter((text) => text.startsWith('ch01.asciidoc:'));
    expect(lines).toHaveLength(4);
    for (const text of lines)
      expect(text).toMatch(/^ch01\.asciidoc:[35]: ``[^`]+``,? prints as .* compat-mode/);
  });

  it('says nothing of spans that print the same words either way, literal text, or a document’s own choice', async () => {
    const quiet = await warningsOf(
      [
        '[[ch01]]',
        '== One',
        '',
        'Call it with ++*args++ here.',
        '',
        '  A literal paragraph keeps ++__eq__++ as written.',
      ].join('\n'),
    );
    expect(quiet).toEqual([]);
    // Mastering Ethereum: formatting compat-mode prints as its author means it, an entity either way.
    const meant = await warningsOf(
      [
        '[[ch01]]',
        '== One',
        '',
        'Type ++**python**++, call ++block.blockhash(__blockNumber__)++, see ++0&#x27;++ in +x+, +y+ and +z+.',
      ].join('\n'),
    );
    expect(meant).toEqual([]);
    const chosen = await warningsOf(
      ['= Book', ':compat-mode:', '', '== One', '', 'A custom ++__eq__++ for it.'].join('\n'),
    );
    expect(chosen).toEqual([]);
  });

  it('is warned of in the documents left in compat-mode, not in one that reads today’s syntax itself', async () => {
    const model = await build({
      'ch01.asciidoc': [':compat-mode!:', '', '[[ch01]]', '== One', '', "The ``Product``'s id."].join('\n'),
      'ch02.asciidoc': ['[[ch02]]', '== Two', '', "The ``Batch``'s id."].join('\n'),
    });
    expect(model.divisions[0]!.html).toContain("<code>Product</code>'s id.");
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(/^ch02\.asciidoc:4: ``Batch``'s prints as "``Batch`’s", not "Batch's": /),
    ]);
  });
});
