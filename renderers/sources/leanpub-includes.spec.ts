import { loadPlatformConfig } from '../config/load-platform-config';
import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { expandLeanpubIncludes } from './leanpub-includes';

describe('<<[…] include lines', () => {
  it("read a paperback master document's chapters in place, nested includes from the master's folder", async () => {
    // Backbone.js on Rails' shape: book/book.md, a pandoc title block, chapters made of included files.
    const source = memorySource({
      'platform.json': JSON.stringify({ files: ['book/book.md'] }),
      'book/book.md': [
        '% Backbone.js on Rails',
        '% thoughtbot; Jason Morrison',
        '',
        '# Introduction',
        '',
        '<<[introduction/goals.md]',
        '',
        '# Routers',
        '',
        '<<[views/routers.md]',
      ].join('\n'),
      'book/introduction/goals.md': '## Goals\n\nLearn Backbone.\n',
      'book/views/routers.md': '## Routers\n\nRoute.\n\n<<[views/push_state.md]\n',
      'book/views/push_state.md': '### A note about pushState\n\nState.\n',
    });
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.config).toMatchObject({
      title: 'Backbone.js on Rails',
      authors: ['thoughtbot', 'Jason Morrison'],
    });
    const model = await buildBookModel(source, loaded.config, {
      bookName: 'thoughtbot/backbone-js-on-rails',
    });
    expect(model.divisions.map((d) => [d.kind, d.title])).toEqual([
      ['introduction', 'Introduction'],
      ['chapter', 'Routers'],
    ]);
    expect(model.divisions[0]!.html).toContain('Learn Backbone.');
    expect(model.divisions[1]!.html).toMatch(/A note about pushState<\/h3>\s*<p[^>]*>State\.<\/p>/);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it("show Leanpub's external code samples as titled listings in their file's language", async () => {
    const source = memorySource({
      'manuscript/code/hello.rb': 'puts "hello"\n',
      'manuscript/ch1.txt': '',
    });
    const warnings: never[] = [];
    const expanded = await expandLeanpubIncludes(
      'Run it:\n\n<<[Saying hello](code/hello.rb)\n',
      'manuscript/chapters/ch1.md',
      source,
      warnings,
    );
    expect(expanded.text).toBe('Run it:\n\n{title="Saying hello"}\n```rb\nputs "hello"\n```\n');
    expect(expanded.lineOf(5)).toBe(3);
  });

  it('leave a line naming a missing file as written, with a warning at its line', async () => {
    const warnings: Parameters<typeof expandLeanpubIncludes>[3] = [];
    const expanded = await expandLeanpubIncludes(
      '# One\n\n<<[missing/part.md]\n',
      'book/book.md',
      memorySource({}),
      warnings,
    );
    expect(expanded.text).toBe('# One\n\n<<[missing/part.md]\n');
    expect(warnings.map(formatWarning)).toEqual([
      'book/book.md:3: <<[missing/part.md] names missing/part.md, which is not in book/; correct the path; the ' +
        'line is printed as written',
    ]);
  });
});
