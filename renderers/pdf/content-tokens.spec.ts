import { isNumber, parseContent, serializeContent } from './content-tokens';

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
