import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';

/** The page's markup with its listings' highlighting taken out: their code as text. */
const plain = (html: string) => html.replace(/<\/?span[^>]*>/g, '');

const book = async (files: Record<string, string>) => {
  const model = await buildBookModel(
    memorySource(files),
    { files: Object.keys(files).filter((file) => file.endsWith('.md')), formats: {} },
    { bookName: 'ann/primer' },
  );
  return {
    html: model.divisions.map((division) => plain(division.html)),
    warnings: model.warnings.map(formatWarning),
  };
};

const ARRAY_JS = 'const array = [1, 2];\n//! [main]\nconsole.log(array);\n//! [main]\n';

describe("include-codeblock's [import](file) options", () => {
  it('reads title="…" as title:"…", as the plugin does (JavaScript Primer\'s [import, title="配列を使った場合"])', async () => {
    const { html, warnings } = await book({
      'array.md':
        '# Arrays\n\nTwo listings.\n\n[import, title="配列を使った場合"](./array.js)\n\n[import, title:"array.js"](./array.js)\n',
      'array.js': ARRAY_JS,
    });
    const titles = [
      ...html[0]!.matchAll(
        /<h5[^>]*>Example 1-\d\. ([^<]*)<\/h5>\s*<pre data-code-language="js"><code[^>]*>([^<]*)</g,
      ),
    ];
    expect(titles.map(([, title, code]) => [title, code])).toEqual([
      ['配列を使った場合', ARRAY_JS],
      ['array.js', ARRAY_JS],
    ]);
    expect(html[0]).not.toContain('[import');
    expect(warnings).toEqual([]);
  });

  it('takes the part from import:"…" or marker:"…", the language from lang="…", unindented when asked', async () => {
    const { html, warnings } = await book({
      'app.md':
        '# App\n\n[import:"main" title:"Sample"](./array.js)\n\n' +
        '[import, marker="step",unindent="true", lang="typescript"](./app.js)\n\n' +
        '[import:\'main,step\', lang:"c_cpp"](./both.cpp)\n',
      'array.js': ARRAY_JS,
      'app.js': 'class App {\n    /// [step]\n    run() {\n        go();\n    }\n    /// [step]\n}\n',
      'both.cpp': '//! [main]\nint a;\n//! [main]\n//! [step]\nint b;\n//! [step]\n',
    });
    const listings = [...html[0]!.matchAll(/<pre data-code-language="([\w+]+)"><code[^>]*>([^<]*)</g)];
    expect(listings.map(([, language, code]) => [language, code])).toEqual([
      ['js', 'console.log(array);\n'],
      ['typescript', 'run() {\n    go();\n}\n'],
      ['cpp', 'int a;\nint b;\n'],
    ]);
    expect(html[0]).toMatch(/<h5[^>]*>Example 1-1\. Sample<\/h5>/);
    expect(warnings).toEqual([]);
  });

  it('reads no line range in a title ("Step 3 of 5" shows the whole file)', async () => {
    const { html } = await book({
      'steps.md': '# Steps\n\n[import, title="Step 3 of 5"](./array.js)\n',
      'array.js': ARRAY_JS,
    });
    expect(html[0]).toMatch(/<h5[^>]*>Example 1-1\. Step 3 of 5<\/h5>/);
    expect(html[0]).toContain(`hljs">${ARRAY_JS}</code>`);
  });

  it('names a part the file does not mark', async () => {
    const { warnings } = await book({
      'array.md': '# 配列\n\n[import="setup"](./array.js)\n',
      'array.js': ARRAY_JS,
    });
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /^array\.md:3: \[import="setup"\]\(\.\/array\.js\) asks for the part "setup", which array\.js does not mark/,
      ),
    );
  });
});
