import {
  closeNearMissedBlocks,
  insideVerbatimBlock,
  keepTildeLinesAsText,
  nestedLookalikes,
  overrunBlocks,
  strayTildeLines,
  unclosedBlocks,
} from './asciidoc-delimiters';

const lines = (text: string) => text.split('\n');

describe('unclosedBlocks', () => {
  it.each([
    [
      'balanced blocks of every kind',
      ['----\na\n----', '....\nb\n....', '====\nc\n====', '****\nd\n****', '____\ne\n____', '++++\nf\n++++']
        .concat(['////\ng\n////', '--\nhh\n\n--', '|===\n|i\n|===', '```js\nj\n```'])
        .join('\n\n'),
    ],
    [
      'nesting: a listing inside an example, a longer example inside another',
      '====\n\n----\ncode\n----\n\n======\nx\n======\n\n====',
    ],
    [
      'section titles underlined Setext-style, as the legacy syntax writes them',
      'Processes\n---------\n\nÉtude 9-1: Cards\n~~~~~~~~~~~~~~~~\n\n[[X]]\nPreface: What is it?\n-------------------',
    ],
    [
      "a block ended under a paragraph's last line about as long (not a Setext title: no block starts there)",
      '[WARNING]\n====\nMerges are not throttled, so move the index first and\nrun.\n====\n\n----\nGET /\nend.\n----',
    ],
    ['a comment line that looks like a delimiter start', '// ----\ntext'],
    ['delimiters inside a listing are its text', '----\n====\n****\n----'],
  ])('finds nothing open in %s', (_name, text) => {
    expect(unclosedBlocks(lines(text))).toEqual([]);
  });

  it('names a listing opened with five dashes and "closed" with four, and the line that was meant to end it', () => {
    // As etudes-for-elixir's ch08: `-----` at the top, `----` at the end; Asciidoctor reads on into ch09.
    const text = 'Text.\n\n[source,elixir]\n-----\ndefmodule X do\nend\n----\n\nMore text.';
    expect(unclosedBlocks(lines(text))).toEqual([
      { line: 4, delimiter: '-----', name: 'listing', nearMiss: { line: 7, delimiter: '----' } },
    ]);
  });

  it('ends a listing left open in a table cell with the table, as Asciidoctor does: the table is closed', () => {
    // As hazelcast's migration guide: an `a` cell's listing misses its ----; Asciidoctor reports that listing at
    // its own line and goes on after the table, so nothing is open at the end of the file.
    const text =
      '[cols="1a,1a"]\n|===\n|\n----\nint before = 1;\n\n|\n----\nint after = 2;\n----\n|===\n\nText.';
    expect(unclosedBlocks(lines(text))).toEqual([]);
  });

  it('ends an example at its own delimiter even inside a listing, and finds the listing after it left open', () => {
    // Asciidoctor reads an example up to the next ==== line, wherever it is: the ---- after it opens a listing.
    expect(unclosedBlocks(lines('====\n----\ncode\n====\n----\nafter'))).toEqual([
      { line: 5, delimiter: '----', name: 'listing' },
    ]);
  });

  it('reports every block still open, outermost first', () => {
    expect(unclosedBlocks(lines('====\nA.\n****\nB.'))).toEqual([
      { line: 1, delimiter: '====', name: 'example' },
      { line: 3, delimiter: '****', name: 'sidebar' },
    ]);
  });

  it('treats a dash line under a block title or attribute line as a delimiter, not an underline', () => {
    expect(unclosedBlocks(lines('.Title!!\n--------\ncode'))).toEqual([
      { line: 2, delimiter: '--------', name: 'listing' },
    ]);
    expect(unclosedBlocks(lines('[source,js]\n-----------\ncode'))).toEqual([
      { line: 2, delimiter: '-----------', name: 'listing' },
    ]);
  });
});

describe('strayTildeLines', () => {
  it.each([
    ['a level-2 title underlined as long as it is', 'Intro.\n\nÉtude 9-1: Cards\n~~~~~~~~~~~~~~~~\n\nBody.'],
    ['an underline one character off, under an anchor', '[[X]]\nStrings\n~~~~~~~~\n\nBody.'],
    ['tildes inside a listing or a literal block', '----\ncode\n~~~~~~\n----\n\n....\n~~~~\n....'],
    ['a title under another title', 'Chapter\n-------\nSection\n~~~~~~~'],
  ])('leaves alone %s', (_name, text) => {
    expect(strayTildeLines(lines(text))).toEqual([]);
  });

  it('finds an underline two or more characters off its title, and says which title was meant', () => {
    expect(strayTildeLines(lines('Intro.\n\nA Short Title\n~~~~~~~~~~~~~~~~~~~~\n\nBody.'))).toEqual([
      { index: 3, meantTitle: 'A Short Title' },
    ]);
  });

  it('finds tildes inside an example block or a table, where Asciidoctor takes no section titles', () => {
    // As etudes-for-elixir's appendix B: an example left open runs over "Anchors" and its underline.
    expect(strayTildeLines(lines('====\nNote.\n\nAnchors\n~~~~~~~\n\nText.\n===='))).toEqual([{ index: 4 }]);
    expect(strayTildeLines(lines('|===\na|\n~~~~\n|==='))).toEqual([{ index: 2 }]);
  });

  it('finds tildes that end a paragraph, and tildes on a line of their own', () => {
    expect(strayTildeLines(lines('Some text\nMore text\n~~~~~~~~~\n\n~~~~\n'))).toEqual([
      { index: 2 },
      { index: 4 },
    ]);
  });

  it('keeps the lines it finds text with {empty} before them', () => {
    const text = lines('Para\n~~~~~~~~~~\n\nTitle\n~~~~~');
    expect(keepTildeLinesAsText(text, strayTildeLines(text))).toEqual([
      'Para',
      '{empty}~~~~~~~~~~',
      '',
      'Title',
      '~~~~~',
    ]);
  });
});

describe('insideVerbatimBlock', () => {
  const text = lines(
    '[source]\n----\ninclude::a.adoc[]\n----\n\n====\ninclude::b.adoc[]\n....\ninclude::c.adoc[]\n....\n====',
  );
  it.each([
    ['in a listing', 2, true],
    ['in an example block (its text is AsciiDoc read)', 6, false],
    ['in a literal block inside an example', 8, true],
    ['after every block closed', 11, false],
  ])('an include %s (line index %i): %s', (_where, index, inside) => {
    expect(insideVerbatimBlock(text, index)).toBe(inside);
  });
});

describe('overrunBlocks', () => {
  it('names a listing run on past a shorter "end" to a later one of its length, over an anchored section', () => {
    // As Études for Elixir's ch07: `-----` opens, `----` was meant to end it, the next exercise is printed as code.
    const text = [
      '[source,elixir]',
      '-----',
      'iex(1)> Geography.total()',
      '----',
      '',
      '[[EX-4]]',
      'Exercise 4: Protocols',
      '~~~~~~~~~~~~~~~~~~~~~',
      '',
      '----',
      'defprotocol Valid do',
      '----',
      '',
      '-----',
      'more code',
      '-----',
    ];
    expect(overrunBlocks(text)).toEqual([
      {
        line: 2,
        delimiter: '-----',
        name: 'listing',
        nearMiss: { line: 4, delimiter: '----' },
        markup: { line: 6, text: '[[EX-4]]' },
        end: 14,
      },
    ]);
  });

  it('finds a Setext title or a block style taken into the listing too', () => {
    expect(overrunBlocks(lines('-----\na\n----\n\nPart Three\n^^^^^^^^^^\nText.\n-----'))[0]?.markup).toEqual(
      {
        line: 5,
        text: 'Part Three',
      },
    );
    expect(overrunBlocks(lines('......\na\n....\nText.\n[source, erl]\n......'))[0]?.markup).toEqual({
      line: 5,
      text: '[source, erl]',
    });
  });

  it.each([
    ['a console transcript with a rule of dashes', '-----\n$ psql\nname\n----\nBob\n-----'],
    [
      'a listing that shows AsciiDoc, blocks and anchors in it',
      '[source,asciidoc]\n------\n----\ncode\n----\n\n[[id]]\n== Title\n------',
    ],
    ['a block of the same length all along', '----\ncode\n----\n\n[[id]]\n== Title\n\n----\nx\n----'],
    ['a block left open (reported by unclosedBlocks)', '-----\ncode\n----\n\n[[id]]\nText.'],
  ])('reports nothing for %s', (_name, text) => {
    expect(overrunBlocks(lines(text))).toEqual([]);
  });
});

describe('nestedLookalikes', () => {
  it('names a block opened inside one of the same character and another length, and that outer block', () => {
    expect(nestedLookalikes(lines('[NOTE]\n====\nA hyphen goes first.\n=====\n\nMore.\n===='))).toEqual([
      { line: 4, delimiter: '=====', outer: { line: 2, delimiter: '====' } },
    ]);
  });

  it('leaves blocks of other characters nested in each other, and listings, alone', () => {
    expect(nestedLookalikes(lines('====\n****\nA.\n****\n----\n-----\n----\n===='))).toEqual([]);
  });
});

describe('closeNearMissedBlocks', () => {
  const lines = (text: string) => text.split('\n');

  it('ends a listing or literal left open at the first later run of its character, keeping the line count', () => {
    const { lines: ended, closed } = closeNearMissedBlocks(
      lines('-----\ncode\n----\n\n....\nout\n.....\nText.'),
    );
    expect(ended).toEqual(lines('-----\ncode\n-----\n\n....\nout\n....\nText.'));
    expect(closed).toEqual([
      { line: 1, delimiter: '-----', name: 'listing', nearMiss: { line: 3, delimiter: '----' } },
      { line: 5, delimiter: '....', name: 'literal', nearMiss: { line: 7, delimiter: '.....' } },
    ]);
  });

  it('ends a listing at its near miss when AsciiDoc markup follows it before the run that ends it', () => {
    const text = '-----\ncode\n----\n\n[[a]]\n=== T\n\n-----\nx\n-----';
    const { lines: ended, closed } = closeNearMissedBlocks(lines(text));
    expect(ended[2]).toBe('-----');
    expect(closed).toEqual([
      {
        line: 1,
        delimiter: '-----',
        name: 'listing',
        nearMiss: { line: 3, delimiter: '----' },
        overran: { markup: { line: 5, text: '[[a]]' }, end: 8 },
      },
    ]);
    // The run that ended it opens the next listing again, closed by its own.
    expect(unclosedBlocks(ended)).toEqual([]);
  });

  it('ends an example left open at a run of another length left open inside it', () => {
    const { lines: ended, closed } = closeNearMissedBlocks(lines('[NOTE]\n====\nA hyphen.\n=====\n\nText.'));
    expect(ended[3]).toBe('====');
    expect(closed).toEqual([
      {
        line: 2,
        delimiter: '====',
        name: 'example',
        nearMiss: { line: 4, delimiter: '=====' },
        nested: true,
      },
    ]);
    // Inside an example its own run ends, the same: Asciidoctor reports the ===== it nests as unterminated.
    const within = closeNearMissedBlocks(lines('====\nExample.\n=====\nText.\n===='));
    expect(within.lines[2]).toBe('====');
    expect(within.closed).toHaveLength(1);
  });

  it('leaves a block a later line ends, one with no near miss, and other kinds of block as Asciidoctor reads them', () => {
    for (const text of [
      '-----\ncode\n----\nmore\n-----\nText.', // ended later by its own run: an overrun, not left open
      '----\ncode', // nothing to end it
      '====\nOuter.\n=====\nInner.\n=====\nText.', // nested the way Asciidoctor nests examples
    ]) {
      const { lines: ended, closed } = closeNearMissedBlocks(lines(text));
      expect({ lines: ended, closed }).toEqual({ lines: lines(text), closed: [] });
    }
  });
});
