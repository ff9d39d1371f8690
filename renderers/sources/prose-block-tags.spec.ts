import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from '../model/build-book-model';
import { formatWarning } from '../warnings';
import { markdownToHtml } from './markdown';

describe('proseBlockTags', () => {
  it('prints block tags named in a sentence and never closed there as written', () => {
    const html = markdownToHtml("A menu (<ul> or <ol>) whose <li>'s shrink, set in the <body> tag.\n");
    expect(html).toMatch(
      /">A menu \(&lt;ul&gt; or &lt;ol&gt;\) whose &lt;li&gt;['’]s shrink, set in the &lt;body&gt; tag\.<\/p>/,
    );
  });

  it('keeps HTML the author wrote whole in a paragraph, and inline tags', () => {
    const html = markdownToHtml('Press <kbd>Enter</kbd> and <div class="x">boxed</div> text.\n');
    expect(html).toContain('<kbd>Enter</kbd>');
    expect(html).toContain('<div class="x">boxed</div>');
  });
});

async function build(files: Record<string, string>) {
  return buildBookModel(
    memorySource(files),
    { files: Object.keys(files), formats: {} },
    { bookName: 'ann/book' },
  );
}

describe('a box opened by an HTML block and closed at the end of its last paragraph', () => {
  const chapter =
    '# Kettles\n\nBoil water.\n\n<div class="note">\n\nNever fill the kettle above the line.\nIt spills.  </div>\n\n' +
    '## Descaling\n\nUse vinegar.\n';

  it('closes the box there, as browsers, GitHub and pandoc read it: no "</div>" printed as text', () => {
    const html = markdownToHtml(chapter);
    expect(html).not.toContain('&lt;/div&gt;');
    expect(html).toMatch(/It spills\. {2}<\/div><\/p>/);
  });

  it('makes it the note it is, with the heading after it a section of the chapter and no warning', async () => {
    const model = await build({ 'ch01.md': chapter });
    const [division] = model.divisions;
    expect(division!.html).toMatch(
      /<div data-type="note">(?:(?!<\/div>)[\s\S])*<p>Never fill[^<]*It spills\.\s*<\/p>\s*<\/div>/,
    );
    expect(division!.sections.map((s) => s.title)).toEqual(['Descaling']);
    expect(model.warnings.map(formatWarning)).toEqual([]);
  });

  it('still prints a closing tag that closes nothing as written', () => {
    expect(markdownToHtml('A paragraph ends with </div> typed as text.\n')).toContain('&lt;/div&gt;');
    expect(markdownToHtml('<div class="x">\n\nClosed.\n\n</div>\n\nThen </div> again.\n')).toContain(
      'Then &lt;/div&gt; again.',
    );
  });
});
