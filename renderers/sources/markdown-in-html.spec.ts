import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from '../model/build-book-model';
import { formatWarning } from '../warnings';

describe('an HTML block marked markdown="1" (kramdown, PHP Markdown Extra, Python-Markdown)', () => {
  it('has its content read as Markdown, as those tools and pandoc read it, lines kept for warnings', async () => {
    const files = {
      'ch01.md':
        '# Garden\n\n<div class="tip" markdown="1">\nUse **mulch** and `water()`, see [the shed](shed.md).\n</div>\n\n' +
        "<aside markdown='block'>\n## Compost\n\nTurn it *weekly*.\n</aside>\n\n" +
        '<div class="raw">\nKept **as written**.\n</div>\n\n```html\n<div markdown="1">\n**code**\n</div>\n```\n',
    };
    const model = await buildBookModel(
      memorySource(files),
      { files: Object.keys(files), formats: {} },
      { bookName: 'ann/book' },
    );
    const html = model.divisions[0]!.html;
    expect(html).toMatch(
      /<div data-type="tip">.*\s*<p>Use <strong>mulch<\/strong> and <code>water\(\)<\/code>/,
    );
    expect(html).toMatch(
      /<aside[^>]*>\s*<h\d[^>]*>Compost<\/h\d>\s*<p>Turn it <em>weekly<\/em>\.<\/p>\s*<\/aside>/,
    );
    expect(html).toContain('Kept **as written**.');
    expect(html).toMatch(/<pre[^>]*>[\s\S]*\n\*\*code\*\*\n/);
    expect(model.warnings.map(formatWarning)).toEqual([expect.stringMatching(/^ch01\.md:4: link shed\.md /)]);
  });
});
