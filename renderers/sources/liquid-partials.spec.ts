import { memorySource } from '../test-support/memory-source';
import { BookWarning, formatWarning } from '../warnings';
import { expandGitBookTemplates } from './gitbook-templates';

async function expanded(files: Record<string, string>, file: string) {
  const warnings: BookWarning[] = [];
  const { text } = await expandGitBookTemplates(files[file]!, file, memorySource(files), warnings);
  return { text, warnings: warnings.map(formatWarning) };
}

describe("a Liquid include of a partial by its bare name (Atlas's 2013 books, Jekyll)", () => {
  it("finds includes/_name.liquid, as Atlas's Liquid found its partials, and prints it", async () => {
    const { text, warnings } = await expanded(
      {
        'book/tracking/faces.md': "# Faces\n\n{% include 'widget_start' %}\n\n![one](one.png)\n",
        'includes/_widget_start.liquid': '<div class="carousel">\n<div class="item">',
      },
      'book/tracking/faces.md',
    );
    expect(text).toBe('# Faces\n\n<div class="carousel">\n<div class="item">\n\n![one](one.png)\n');
    expect(warnings).toEqual([]);
  });

  it("finds Jekyll's _includes/name.html, a partial's own includes too", async () => {
    const { text } = await expanded(
      {
        'ch01.md': '{% include note.html %}\n{% include "note.html" %}\n',
        '_includes/note.html': "<aside>\n{% include 'sign' %}\n</aside>",
        '_includes/sign.md': 'Signed.',
      },
      'ch01.md',
    );
    // An include Liquid writes without quotes is not one GitBook reads: left as written.
    expect(text).toBe('{% include note.html %}\n<aside>\nSigned.\n</aside>\n');
  });

  it('names the file it looked for when no partial has the name', async () => {
    const { text, warnings } = await expanded(
      { 'ch01.md': "{% include 'widget_end' %}\n", 'includes/_widget_start.liquid': '<div>' },
      'ch01.md',
    );
    expect(text).toBe("{% include 'widget_end' %}\n");
    expect(warnings).toEqual([
      "ch01.md:1: {% include 'widget_end' %} names widget_end, which is neither a file beside the page nor a " +
        'partial in _includes/ or includes/ (widget_end, _widget_end.liquid); correct the name; the line is printed ' +
        'as written',
    ]);
  });
});
