import { indexBookModelOf, indexWarningsOf } from '../test-support/index-warnings';

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
