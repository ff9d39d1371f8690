import { formatWarning, warning } from '../warnings';
import { withoutEchoes } from './echoed-warnings';

describe('withoutEchoes', () => {
  const macro = 'and:[<a data-type="xref" href="#paper_wallet_bpw_folded">#paper_wallet_spw</a>]';
  const unknown = {
    ...warning('asciidoc', { file: 'ch04.asciidoc', line: 823 }, `${macro} is an inline macro …`, 'and:'),
    printedAsWritten: macro,
  };

  it('drops the warnings of the line about text inside what another says is printed as written', () => {
    const marks = warning(
      'asciidoc',
      { file: 'ch04.asciidoc', line: 823 },
      '#paper_wallet_bpw_folded">#paper_wallet_spw</a>] is printed with its # marks …',
    );
    const markup = warning(
      'source',
      { file: 'ch04.asciidoc', line: 823 },
      '<a data-type="xref"… is HTMLBook markup written as text …',
      '<a data-type="xref" href="#paper_wallet_bpw_folded">',
    );
    expect(withoutEchoes([unknown, marks, markup]).map(formatWarning)).toEqual([
      `ch04.asciidoc:823: ${macro} is an inline macro …`,
    ]);
    expect(withoutEchoes([unknown])[0]).not.toHaveProperty('printedAsWritten');
  });

  it('keeps warnings of other lines, and of other text of the line', () => {
    const elsewhere = warning(
      'source',
      { file: 'ch04.asciidoc', line: 824 },
      'x',
      '<a data-type="xref" href="#paper_wallet_bpw_folded">',
    );
    const other = warning(
      'asciidoc',
      { file: 'ch04.asciidoc', line: 823 },
      '*bold*text is printed with its * marks …',
    );
    const empty = warning('asciidoc', { file: 'ch04.asciidoc', line: 823 }, 'a problem', '');
    expect(withoutEchoes([unknown, elsewhere, other, empty])).toHaveLength(4);
  });
});
