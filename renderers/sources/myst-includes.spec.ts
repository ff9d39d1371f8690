import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

/** The book's pages, their listings' highlighting taken out, and its warnings as printed. */
const book = async (files: Record<string, string>) => {
  const model = await buildBookModel(
    memorySource(files),
    { files: Object.keys(files).filter((file) => file.endsWith('.md')), formats: {} },
    { bookName: 'ann/sphinx' },
  );
  return {
    html: model.divisions.map((division) => division.html.replace(/<\/?span[^>]*>/g, '')).join('\n'),
    warnings: model.warnings.map(formatWarning),
  };
};

const GREET_PY = [
  'import sys',
  '',
  '',
  '@total',
  'class Greeter:',
  '    def __init__(self):',
  '        # start',
  '        self.name = "you"',
  '        # end',
  '',
  '    @staticmethod',
  '    def greet(name):',
  '        print("hello", name)',
  '',
  '        return name',
  '',
  '',
  'def main():',
  '    Greeter.greet(sys.argv[1])',
].join('\n');

describe('Sphinx’s literalinclude, as pandoc converts it from reStructuredText', () => {
  // `pandoc -f rst -t markdown --wrap=preserve` of a chapter of four literalincludes (scipy-lectures has 51).
  const TOOLS_MD = [
    '# Tools',
    '',
    '::: {.literalinclude language="python" pyobject="Greeter.greet"}',
    '../code/greet.py',
    ':::',
    '',
    '-   In a list:',
    '',
    '    ::: {.literalinclude lines="1, 8-" linenos="" caption="The end of greet.py"}',
    '    ../code/greet.py',
    '    :::',
    '',
    '::: {.literalinclude start-after="# start" end-before="# end" dedent="4"}',
    '../code/greet.py',
    ':::',
    '',
    '::: literalinclude',
    'missing.py',
    ':::',
    '',
  ].join('\n');

  it('prints the file’s part its options ask for as a listing, and says where a file named is missing', async () => {
    const { html, warnings } = await book({ 'ch/tools.md': TOOLS_MD, 'code/greet.py': GREET_PY });
    const listings = [...html.matchAll(/<pre([^>]*)><code[^>]*>([^<]*)<\/code><\/pre>/g)].map(
      ([, attributes, code]) => [/data-code-language="(\w+)"/.exec(attributes!)?.[1], code],
    );
    expect(listings).toEqual([
      ['python', GREET_PY.split('\n').slice(10, 15).join('\n') + '\n'],
      [undefined, ['import sys', ...GREET_PY.split('\n').slice(7)].join('\n') + '\n'],
      [undefined, '    self.name = "you"\n'],
    ]);
    // The second, in its list item, under its caption, its lines numbered.
    expect(html).toMatch(
      /<li[^>]*>[\s\S]*The end of greet\.py[\s\S]*<pre data-line-numbering="numbered">[\s\S]*<\/li>/,
    );
    expect(html).not.toContain('literalinclude');
    expect(html).not.toContain('../code/greet.py');
    expect(warnings).toEqual([
      'ch/tools.md:17: literalinclude missing.py names ch/missing.py, which does not exist; correct the path; ' +
        'nothing is printed for it',
    ]);
  });

  // scipy-lectures indents some under the paragraph introducing them, which pandoc writes as a quotation, and names
  // folders with underscores, which pandoc escapes.
  it('reads one in a quotation, its path’s escapes taken off', async () => {
    const { html, warnings } = await book({
      'ch/modules.md':
        '# Modules\n\nLet us create a module:\n\n> ::: literalinclude\n> my\\_module/demo.py\n> :::\n\nDone.\n',
      'ch/my_module/demo.py': 'def f():\n\n    return 1\n',
    });
    expect(html).toMatch(
      /<blockquote>\s*<pre><code>def f\(\):\n\n {4}return 1\n<\/code><\/pre>\s*<\/blockquote>\s*<p>Done\.<\/p>/,
    );
    expect(warnings).toEqual([]);
  });

  // scipy-lectures' debugging chapter shows a Python 3.11 traceback, whose error is marked `~~~^^^^^^^^^^`.
  it('reads one after a traceback’s marks in an indented listing', async () => {
    const { html } = await book({
      'ch/debugging.md': [
        '# Debugging',
        '',
        '    print(lst[len(lst)])',
        '          ~~~^^^^^^^^^^',
        '    IndexError: list index out of range',
        '',
        '::: {.literalinclude language="py" lines="2"}',
        'segfault.py',
        ':::',
        '',
      ].join('\n'),
      'ch/segfault.py': 'import numpy as np\nbig_array = np.zeros(10)\n',
    });
    expect(html).toMatch(
      /<pre data-code-language="py"><code[^>]*>big_array = np.zeros\(10\)\n<\/code><\/pre>/,
    );
  });
});
