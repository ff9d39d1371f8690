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

  it('leaves a listed file it cannot read to the conversion to report', async () => {
    const source = memorySource({});
    source.readFile = () => Promise.reject(new Error('too large'));
    expect((await readAsciidocDialect(['a.adoc'], source, true)).legacy).toBe(true);
  });
});
