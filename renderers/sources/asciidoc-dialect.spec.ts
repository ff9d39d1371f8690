import { memorySource } from '../test-support/memory-source';
import { readAsciidocDialect } from './asciidoc-dialect';

const LEGACY = 'Use +map+, +filter+ and +reduce+ here.\n';
const MODERN = 'Set memory++_++limit and max++_++execution++_++time.\n';

describe('readAsciidocDialect', () => {
  it('keeps the configuration default when the text says nothing', async () => {
    const source = memorySource({ 'ch01.adoc': '== One\n\nPlain text, `code` once.\n' });
    expect((await readAsciidocDialect(['ch01.adoc'], source, true)).legacy).toBe(true);
    expect((await readAsciidocDialect(['ch01.adoc'], source, false)).legacy).toBe(false);
  });

  it('follows includes, each file read once, and hands the texts on', async () => {
    const source = memorySource({
      'book.adoc': '= Book\n\ninclude::parts/one.adoc[]\ninclude::parts/one.adoc[]\n',
      'parts/one.adoc': `== One\n\n${LEGACY}`,
    });
    const reading = await readAsciidocDialect(['book.adoc'], source, false);
    expect(reading.legacy).toBe(true);
    expect(reading.warning).toMatchObject({ file: 'parts/one.adoc', line: 3, subject: '+map+' });
    expect(source.reads).toEqual(['book.adoc', 'parts/one.adoc']);
    expect([...reading.texts.keys()]).toEqual(['book.adoc', 'parts/one.adoc']);
  });

  it('reads today’s syntax in an Atlas project whose text escapes with ++…++', async () => {
    const reading = await readAsciidocDialect(['a.adoc'], memorySource({ 'a.adoc': MODERN }), true);
    expect(reading.legacy).toBe(false);
    expect(reading.warning).toMatchObject({ file: 'a.adoc', line: 1, subject: 'memory++_++limit' });
  });

  // A German Joomla book converted by pandoc: 2,556 escapes, the first inside an image's alt text (a Windows path).
  const ESCAPED_ALT =
    'image:book/07/media/1.png[C:++\\++Users++\\++hwunder++\\++Desktop++\\++rtf++\\++7++\\++Bild506.PNG,width=376]\n';
  const ESCAPED_CODE = "Die Konstante defined('++_++JEXEC') und ENT++_++COMPAT.\n";

  it('quotes a whole short construct of today’s syntax, not a fragment of a run of escapes', async () => {
    const source = memorySource({ 'a.adoc': `${ESCAPED_ALT}\n${ESCAPED_CODE}` });
    const reading = await readAsciidocDialect(['a.adoc'], source, true);
    expect(reading.legacy).toBe(false);
    expect(reading.warning).toMatchObject({ file: 'a.adoc', line: 3, subject: "defined('++_++JEXEC')" });
    expect(reading.warning?.text).toMatch(
      /^the book writes the AsciiDoc of Asciidoctor today \(defined\('\+\+_\+\+JEXEC'\); 8 times/,
    );
  });

  it('quotes a table cell’s construct without the cell’s mark', async () => {
    const text = '|===\n|CHV++_++BOX++_++ID++_++01 |Box\n|===\n';
    const reading = await readAsciidocDialect(['a.adoc'], memorySource({ 'a.adoc': text }), true);
    expect(reading.warning).toMatchObject({ line: 2, subject: 'CHV++_++BOX++_++ID++_++01' });
  });

  it('quotes a run of escapes from its start, cut after a word, when the book has nothing shorter', async () => {
    const source = memorySource({ 'a.adoc': ESCAPED_ALT });
    const reading = await readAsciidocDialect(['a.adoc'], source, true);
    expect(reading.warning).toMatchObject({ file: 'a.adoc', line: 1, subject: 'C:++\\++Users…' });
  });

  it('tells a reading the text settles beyond doubt as a note, not a warning', async () => {
    const text = `${ESCAPED_ALT}\n${ESCAPED_CODE.repeat(10)}`;
    const reading = await readAsciidocDialect(['book/07.adoc'], memorySource({ 'book/07.adoc': text }), true);
    expect(reading.legacy).toBe(false);
    expect(reading.warning).toBeUndefined();
    expect(reading.note).toBe(
      'AsciiDoc read as Asciidoctor reads it today, not in the compat-mode atlas.json implies: the book writes ' +
        "today's syntax 26 times (defined('++_++JEXEC') at book/07.adoc:3), Atlas's legacy +text+ never; to read " +
        'it the Atlas way, put :compat-mode: in the document header',
    );
  });

  it('warns when the text writes both syntaxes, however many marks', async () => {
    const text = `${ESCAPED_CODE.repeat(15)}${LEGACY.repeat(2)}`;
    const reading = await readAsciidocDialect(['a.adoc'], memorySource({ 'a.adoc': text }), true);
    expect(reading.legacy).toBe(false);
    expect(reading.note).toBeUndefined();
    expect(reading.warning?.text).toContain('30 times, +text+ 6 times');
  });

  it('tells a platform.json book plainly in the legacy syntax as a note', async () => {
    const reading = await readAsciidocDialect(
      ['a.adoc'],
      memorySource({ 'a.adoc': LEGACY.repeat(8) }),
      false,
    );
    expect(reading.legacy).toBe(true);
    expect(reading.warning).toBeUndefined();
    expect(reading.note).toMatch(
      /^AsciiDoc read in Asciidoctor's compat-mode, .*: the book writes constant width as \+text\+ 24 times \(\+map\+ at a\.adoc:1\), `text` 0 times; to read it as Asciidoctor reads it today, put :compat-mode!: in the document header$/,
    );
  });

  it('takes ++…++ between spaces or emphasis marks for the legacy constant width it is, not today’s syntax', async () => {
    const text = [
      'Call ++enter++ and ++exit++ here,',
      'then ++get_len()++ and ++iter++ there.',
      '',
      '_++glaze name++_:: The name you give it.',
      '',
    ].join('\n');
    const reading = await readAsciidocDialect(['a.adoc'], memorySource({ 'a.adoc': text }), true);
    expect(reading.legacy).toBe(true);
    expect(reading.warning).toBeUndefined();
  });

  // An Atlas book its author builds with `asciidoctor -a compat-mode`: code run into words is `++Item++s`, as
  // O'Reilly documents the legacy syntax; today's Asciidoctor would pass such plain text through unchanged.
  const RUN_INTO_WORDS = [
    'How should the user interact with ++List++s and their ++Item++s using a web browser?',
    'I am not happy with all these ++time.sleep++s peppered through the code,',
    'nor with the fiddly list of ++pip install++s, rather than just ++pip install++ing things.',
    '',
  ].join('\n');

  it('takes plain code in ++…++ run into words for the legacy constant width, not today’s syntax', async () => {
    const text = `${RUN_INTO_WORDS}\n${'Use +map+ here.\n'.repeat(2)}`;
    const reading = await readAsciidocDialect(['a.adoc'], memorySource({ 'a.adoc': text }), true);
    expect(reading.legacy).toBe(true);
    expect(reading.warning).toBeUndefined();
    expect(reading.garbled).toEqual([]);
  });

  it('counts plain code in ++…++ run into words as the legacy syntax, and names it', async () => {
    const reading = await readAsciidocDialect(
      ['a.adoc'],
      memorySource({ 'a.adoc': `${RUN_INTO_WORDS}Then \`len\` once.\n` }),
      false,
    );
    expect(reading.legacy).toBe(true);
    expect(reading.warning).toMatchObject({ file: 'a.adoc', line: 1, subject: '++List++s' });
    expect(reading.warning?.text).toMatch(
      /^the book writes constant width as \+text\+ \(or \+\+text\+\+ inside a word\) \(\+\+List\+\+s; 5 times, `text` 1 times\)/,
    );
  });

  it('reads today’s syntax in an Atlas project whose ++…++ escape markup the legacy syntax would read', async () => {
    const text = 'Call ++__enter__++, then ++__exit__++ and ++__len__++.\n';
    const reading = await readAsciidocDialect(['a.adoc'], memorySource({ 'a.adoc': text }), true);
    expect(reading.legacy).toBe(false);
    expect(reading.warning).toMatchObject({ file: 'a.adoc', line: 1, subject: '++__enter__++' });
  });

  it('reads today’s syntax in an Atlas project whose code spans use attributes it defines', async () => {
    const source = memorySource({
      'book.adoc': ':api_root: /v2\n\ninclude::ch.adoc[]\n',
      'ch.adoc': 'Call `{api_root}/users`, then `{api_root}/groups` and `GET {api_root}/roles`.\n',
    });
    const reading = await readAsciidocDialect(['book.adoc'], source, true);
    expect(reading.legacy).toBe(false);
    expect(reading.warning).toMatchObject({ file: 'ch.adoc', line: 1, subject: '`{api_root}/users`' });
    expect(reading.warning?.text).toContain('`{attribute}` printed as written');
  });

  it('reads today’s syntax in an Atlas project whose text writes curved quotes as "`…`"', async () => {
    const text = 'The tag is "`peeled,`" the "`parent`" type and its \'`child`\' types, `git_object`.\n';
    const reading = await readAsciidocDialect(['a.adoc'], memorySource({ 'a.adoc': text }), true);
    expect(reading.legacy).toBe(false);
    expect(reading.warning).toMatchObject({ file: 'a.adoc', line: 1, subject: '"`peeled,`"' });
    expect(reading.warning?.text).toContain('"`text`" code between straight quotes');
  });

  it('takes code inside words or after straight quotes for code, not for curved quotes', async () => {
    const text = 'Run "x`ls`" or say "`a` and `b`" and `c`, `d`.\n'.repeat(3);
    const reading = await readAsciidocDialect(['a.adoc'], memorySource({ 'a.adoc': text }), true);
    expect(reading.legacy).toBe(true);
  });

  it('takes placeholders in braces that no document sets for text, not a sign of either syntax', async () => {
    const text = ':realm!:\n\nOpen `/realms/{realm}/a`, `/realms/{realm}/b` and `/realms/{realm}/c`.\n';
    const reading = await readAsciidocDialect(['a.adoc'], memorySource({ 'a.adoc': text }), true);
    expect(reading.legacy).toBe(true);
    expect(reading.warning).toBeUndefined();
  });

  // Études for Erlang (2013, AsciiDoc Python): chapters titled Setext-style, constant width in +text+.
  it('reads a two-line title’s underline as a title, not as a listing hiding the rest of the file', async () => {
    const chapter =
      '[[LISTS]]\nLists\n-----\n\nIn a module named +stats+, write a function named +minimum/1+.\n\n' +
      'Sub Part\n++++++++\n\nIt returns what +lists:min/1+ does.\n';
    const source = memorySource({
      'book.asciidoc': '= Book\n\ninclude::ch06.asciidoc[]\n',
      'ch06.asciidoc': chapter,
    });
    const reading = await readAsciidocDialect(['book.asciidoc'], source, false);
    expect(reading.legacy).toBe(true);
    expect(reading.warning).toMatchObject({ file: 'ch06.asciidoc', line: 5, subject: '+stats+' });
    expect(reading.warning?.text).toMatch(/\(\+stats\+; 3 times, `text` 0 times\)/);
  });

  it('still skips a listing whose delimiter follows a paragraph’s last line', async () => {
    const text = 'Here is the code:\n\n----\nx = +a+ + +b+ + +c+\n----\n';
    const reading = await readAsciidocDialect(['a.adoc'], memorySource({ 'a.adoc': text }), false);
    expect(reading.legacy).toBe(false);
  });

  it('counts no marks inside listings, passthrough blocks or comments', async () => {
    const text = `Text.\n\n----\n${LEGACY}----\n\n++++\n${LEGACY}++++\n\n// ${LEGACY}`;
    const reading = await readAsciidocDialect(['a.adoc'], memorySource({ 'a.adoc': text }), false);
    expect(reading.legacy).toBe(false);
    expect(reading.warning).toBeUndefined();
  });

  it('leaves the choice to a document that sets compat-mode itself', async () => {
    const text = `= Book\n:compat-mode!:\n\n${LEGACY}`;
    const reading = await readAsciidocDialect(['a.adoc'], memorySource({ 'a.adoc': text }), false);
    expect(reading).toMatchObject({ legacy: false });
    expect(reading.warning).toBeUndefined();
  });

  it('is not moved by C++, +1 or two marks', async () => {
    const text = 'C++ and C++ code, a +1 vote, +a+ and +b+.\n';
    expect((await readAsciidocDialect(['a.adoc'], memorySource({ 'a.adoc': text }), false)).legacy).toBe(
      false,
    );
  });

  it('counts C++11 or C++14, a language named twice, as neither syntax', async () => {
    const text = 'Since C++11 or C++14, and C++17 or C++20, lambdas.\n'.repeat(3) + 'Then `len` once.\n';
    const reading = await readAsciidocDialect(['a.adoc'], memorySource({ 'a.adoc': text }), false);
    expect(reading.legacy).toBe(false);
    expect(reading.warning).toBeUndefined();
  });

  it('leaves a listed file it cannot read to the conversion to report', async () => {
    const source = memorySource({});
    source.readFile = () => Promise.reject(new Error('too large'));
    expect((await readAsciidocDialect(['a.adoc'], source, true)).legacy).toBe(true);
  });
});
