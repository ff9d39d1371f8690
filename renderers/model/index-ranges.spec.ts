import { indexBookModelOf, indexWarningsOf } from '../test-support/index-warnings';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';

describe('index ranges opened with range="startofrange"', () => {
  it('names the line of a range never closed, and how to close it', async () => {
    const said = await indexWarningsOf(
      [
        '== Tides',
        '',
        '((("tides", id="ix_tides", range="startofrange")))The moon pulls.',
        '',
        'And pulls.',
      ].join('\n'),
    );
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^ch01\.adoc:3\b/);
    expect(said[0]).toContain('index range "tides" (id="ix_tides") is opened here and never closed');
    expect(said[0]).toContain('(((range="endofrange", startref="ix_tides")))');
  });

  it('says, at the comment that is never ended, that it hides a range’s end, not that the range is never closed', async () => {
    // As the Lift Cookbook's 11-Deployment.asciidoc: a comment opened with 41 slashes and "closed" with 42 ran on
    // over the range's end mark, and the index was said to be never closed with a fix to write the end it has.
    const model = await indexBookModelOf(
      [
        '== Deploying',
        '',
        '((("deploying", id="ix_dep", range="startofrange")))Text.',
        '',
        '////',
        'gone',
        '/////',
        '',
        // A range opened and closed in the swallowed text is hidden whole: nothing reads it as never closed.
        '((("hidden", id="ix_hid", range="startofrange")))Hid.(((range="endofrange", startref="ix_hid")))',
        '',
        'More.(((range="endofrange", startref="ix_dep")))',
      ].join('\n'),
    );
    const said = model.warnings.map(formatWarning);
    expect(said.filter((text) => text.includes('never closed') && text.startsWith('ch01.adoc:3'))).toEqual(
      [],
    );
    expect(said).toContainEqual(
      expect.stringMatching(
        /^ch01\.adoc:5: unterminated comment block.*; it hides the end mark of the index range "ix_dep" \(line 11\) in this comment block, so the index reads that range as never closed until it is ended$/,
      ),
    );
  });

  it('says so of a comment never ended in an included chapter too', async () => {
    const source = memorySource({
      'book.adoc': '= Book\n\ninclude::ch01.adoc[]\n',
      'ch01.adoc': [
        '== Deploying',
        '',
        '((("deploying", id="ix_dep", range="startofrange")))Text.',
        '',
        '////',
        'gone',
        '',
        'More.(((range="endofrange", startref="ix_dep")))',
      ].join('\n'),
      'ix.html': '<section data-type="index"/>',
    });
    const model = await buildBookModel(
      source,
      { files: ['book.adoc', 'ix.html'], formats: {} },
      { bookName: 'x' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^ch01\.adoc:5: unterminated comment block: .*; it hides the end mark of the index range "ix_dep" \(line 8\) in this comment block, so the index reads that range as never closed until it is ended$/,
      ),
    ]);
  });

  it('pairs an end naming the wrong id with the range left open before it, in one warning', async () => {
    const said = await indexWarningsOf(
      [
        '== Tides',
        '',
        '((("tides", id="ix_other_chapter", range="startofrange")))The moon pulls.',
        '',
        'And pulls.(((range="endofrange", startref="ix_tides")))',
      ].join('\n'),
    );
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^ch01\.adoc:5\b/);
    expect(said[0]).toContain('the range "tides" opened at line 3 with id="ix_other_chapter" has no end');
    expect(said[0]).toContain('make the two ids the same');
  });

  it('says nothing of a range that is closed, and leaves no working attribute in the page', async () => {
    const model = await indexBookModelOf(
      '== Tides\n\n((("tides", id="ix_t", range="startofrange")))Pull.(((range="endofrange", startref="ix_t")))\n',
    );
    expect(model.warnings.filter((w) => w.kind === 'index-term')).toEqual([]);
    expect(model.indexTerms.find((t) => t.primary === 'tides')?.rangeEndId).toBeDefined();
    expect(JSON.stringify(model.divisions.map((d) => d.html))).not.toContain('data-range-start');
  });
});
