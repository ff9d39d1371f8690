import { formalExample } from './notebook-examples';

describe('formalExample', () => {
  it.each([
    ['# ex_one\n# A title\ncode()', { id: 'ex_one', title: 'A title', code: 'code()', linesTaken: 2 }],
    [
      '\n# ex_one extra words\n#  Spaced  title\n\ncode()',
      { id: 'ex_one', title: 'Spaced  title', code: 'code()', linesTaken: 3 },
    ],
    [
      '// ex_js\n// In JavaScript\nrun();',
      { id: 'ex_js', title: 'In JavaScript', code: 'run();', linesTaken: 2 },
    ],
    // rpy2's cell magic stays first, as the conversion keeps it.
    ['%%R\n# ex_r\n# In R\nx <- 1', { id: 'ex_r', title: 'In R', code: '%%R\nx <- 1', linesTaken: 2 }],
  ])('reads %j', (source, expected) => {
    expect(formalExample(source)).toEqual(expected);
  });

  it.each(['code()', '# only one comment\ncode()', '#\n# title\ncode()'])(
    'finds no example in %j',
    (source) => {
      expect(formalExample(source)).toBeUndefined();
    },
  );
});
