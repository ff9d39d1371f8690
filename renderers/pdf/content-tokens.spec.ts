import { isNumber, parseContent, rewriteContent, serializeContent } from './content-tokens';

describe('parseContent', () => {
  it('reads operands and operators, keeping strings, arrays and dictionaries whole', () => {
    const ops = parseContent(
      'q 1 0 0 -1 0 792 cm\n/Span <</ActualText (a) rg>> BDC\n[(rg ) -250 (K\\)x)] TJ 0.5 0.2 0.1 rg EMC Q',
    );
    expect(ops.map((op) => op.operator)).toEqual(['q', 'cm', 'BDC', 'TJ', 'rg', 'EMC', 'Q']);
    expect(ops[2].operands).toEqual(['/Span', '<</ActualText (a) rg>>']);
    expect(ops[3].operands).toEqual(['[(rg ) -250 (K\\)x)]']);
    expect(ops[4].operands).toEqual(['0.5', '0.2', '0.1']);
  });

  it('keeps an inline image as it is, binary data included', () => {
    const content = 'q BI /W 2 /H 1 /CS /RGB /BPC 8 ID \u00ff\u0000rg\u0010EI\u0001\u0002 EI Q';
    const ops = parseContent(content);
    expect(ops.map((op) => op.operator)).toEqual(['q', 'BI', 'Q']);
    expect(serializeContent(ops)).toContain('ID \u00ff\u0000rg\u0010EI\u0001\u0002 EI');
  });
});

describe('rewriteContent', () => {
  const content =
    'q 1 0 0 -1 0 792 cm % a comment: 1 0 0 rg\n/Span <</ActualText (a) rg>> BDC\n[(rg ) -250 (K\\)x)] TJ\n' +
    '0.5 0.2 0.1 rg EMC BI /W 1 /H 1 ID \u00ff0 0 1 rg EI  Q 1 1 1 RG';
  const redToGray = (op: { operands: string[]; operator: string }) =>
    op.operator === 'rg' ? { operands: ['0.3'], operator: 'g' } : undefined;

  it('replaces the operations asked for and keeps every other byte as it was', () => {
    expect(rewriteContent(content, new Set(['rg']), redToGray)).toBe(
      content.replace('0.5 0.2 0.1 rg', '0.3 g'),
    );
  });

  it('offers only the operators named, with the operands parseContent reads', () => {
    const seen: string[] = [];
    rewriteContent(
      content,
      new Set(['rg', 'RG', 'BDC']),
      (op) => void seen.push(`${op.operands.join('|')} ${op.operator}`),
    );
    expect(seen).toEqual(['/Span|<</ActualText (a) rg>> BDC', '0.5|0.2|0.1 rg', '1|1|1 RG']);
    const parsed = parseContent(content).filter((op) => ['rg', 'RG', 'BDC'].includes(op.operator));
    expect(parsed.map((op) => `${op.operands.join('|')} ${op.operator}`)).toEqual(seen);
  });

  it('gives the very string back when nothing is replaced', () => {
    expect(rewriteContent(content, new Set(['k']), () => ({ operands: [], operator: 'x' }))).toBe(content);
  });
});

describe('isNumber', () => {
  const pattern = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
  it.each([
    '0',
    '12',
    '-3',
    '+4.5',
    '.5',
    '-.5',
    '5.',
    '0.000',
    '1e5',
    '--1',
    '+',
    '-',
    '.',
    '',
    '1.2.3',
    'rg',
    'Tf',
    '3a',
    'T*',
    "'",
    '+.',
    '00012',
  ])('%j is a number exactly when the content-stream number pattern says so', (word) => {
    expect(isNumber(word)).toBe(pattern.test(word));
  });
});
