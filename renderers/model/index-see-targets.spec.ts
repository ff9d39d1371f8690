import { indexWarningsOf } from '../test-support/index-warnings';

describe('index "see" and "see also" targets', () => {
  it('names the file:line of a see that points to no entry, and the entry it most likely meant', async () => {
    const said = await indexWarningsOf(
      [
        '== Gardens',
        '',
        'Soil((("compost heaps")))((("mulch")))',
        '((("rotting leaves", see="compost heap)")))((("leaf mould", seealso="mulch; raised beds")))Leaves.',
      ].join('\n'),
    );
    expect(said).toHaveLength(2);
    expect(said[0]).toMatch(/^ch01\.adoc:4\b/);
    expect(said[0]).toContain('"rotting leaves" says see "compost heap)"');
    expect(said[0]).toContain('write see="compost heaps"');
    expect(said[1]).toMatch(/^ch01\.adoc:4\b/);
    expect(said[1]).toContain('seealso "raised beds"');
  });

  it('names the line of the term that says see, not an earlier term holding its words (Test-Driven Development with Python)', async () => {
    const said = await indexWarningsOf(
      [
        '== Forms',
        '',
        '((("form data validation")))',
        '((("validation", see="nothing here")))',
        'Text.',
      ].join('\n'),
    );
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^ch01\.adoc:4: index entry "validation" says see "nothing here"/);
  });

  it('accepts a target naming an entry, a subentry, a heading it begins, "X entries", "under X", or a generic one', async () => {
    const said = await indexWarningsOf(
      [
        '== Gardens',
        '',
        'A((("Compost")))((("Bell, Alice")))((("soil", "acidity")))',
        '((("heaps", see="compost")))((("gardeners", seealso="Bell, Alice")))((("pH", see="soil, acidity")))B.',
        '((("Royal Horticultural Society (RHS)")))((("RHS", see="Royal Horticultural Society")))',
        '((("tools", seealso="tools entries; specific tools")))',
        '((("RHS-1 form")))((("soil (topsoil) depth")))((("forms", seealso="RHS entries; soil depth")))C.',
        '((("wikis", see="under Compost")))D.',
      ].join('\n'),
    );
    expect(said).toEqual([]);
  });

  it('checks each entry a see names when it names several (Scaling Python with Dask: "Dask DataFrames; pandas DataFrames")', async () => {
    const said = await indexWarningsOf(
      [
        '== Frames',
        '',
        '((("Dask DataFrames")))((("pandas DataFrames")))((("DataFrames", see="Dask DataFrames; pandas DataFrames")))A.',
        '((("tables", see="pandas DataFrames; polars frames")))B.',
      ].join('\n'),
    );
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(
      /^ch01\.adoc:4: index entry "tables" says see "polars frames", but the index has no entry/,
    );
  });

  it('offers the whole attribute of a see naming several entries, the others kept, when one is a slip', async () => {
    const said = await indexWarningsOf(
      [
        '== Validation',
        '',
        '((("form data validation")))((("model-layer validation")))((("raised beds")))((("mulch")))A.',
        '((("validation", see="form data validation; model-level validation")))B.',
        '((("leaf mould", seealso="mulch; raised bed")))C.',
      ].join('\n'),
    );
    expect(said).toHaveLength(2);
    expect(said[0]).toMatch(/^ch01\.adoc:4: index entry "validation" says see "model-level validation"/);
    expect(said[0]).toContain('write see="form data validation; model-layer validation" (the entry it has)');
    expect(said[1]).toMatch(/^ch01\.adoc:5: index entry "leaf mould" says seealso "raised bed"/);
    expect(said[1]).toContain('write seealso="mulch; raised beds" (the entry it has)');
  });

  it('reads see="also X" as a see also of X, checking X (Mastering Bitcoin writes it ten times)', async () => {
    const said = await indexWarningsOf(
      [
        '== Keys',
        '',
        'A((("keys and addresses")))((("mining")))',
        '((("addresses", see="also keys and addresses")))((("blocks", see="also mining; mempool")))B.',
      ].join('\n'),
    );
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('"blocks" says seealso "mempool"');
  });

  it('offers the entries that hold the target\'s words in order when none is a slip away (Programming Bitcoin\'s "SEC format")', async () => {
    const said = await indexWarningsOf(
      [
        '== Keys',
        '',
        'A((("SEC serialization format", "uncompressed")))((("serialization", "uncompressed SEC format")))',
        '((("Standard for Efficient Cryptography", see="SEC format")))B.',
        '((("compost heaps")))((("compost tea")))((("compost bins")))((("compost worms")))',
        '((("gardens", see="compost")))((("soil", seealso="compost material")))C.',
      ].join('\n'),
    );
    expect(said).toHaveLength(2);
    expect(said[0]).toMatch(/^ch01\.adoc:4\b/);
    expect(said[0]).toContain(
      'write see="SEC serialization format" (the entry it has with those words), or mark "SEC format" as a term',
    );
    // A one-word target names a heading it begins ("compost heaps"); none holds "compost material"'s words.
    expect(said[1]).toContain('seealso "compost material"');
    expect(said[1]).toContain('write the target as the index prints its heading');
  });
});
