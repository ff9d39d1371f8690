import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { parseHtml, serializeHtml } from '../dom/html-dom';
import { styleBuiltInRoles } from './asciidoc-built-in-roles';

describe('styleBuiltInRoles', () => {
  const styled = (html: string) => {
    const nodes = parseHtml(html);
    styleBuiltInRoles(nodes);
    return serializeHtml(nodes);
  };

  it('adds a role’s style after the element’s own, and leaves other classes alone', () => {
    expect(
      styled('<span class="term navy" style="font-weight: bold;">x</span><span class="term">y</span>'),
    ).toBe(
      '<span class="term navy" style="font-weight: bold; color: #000060">x</span><span class="term">y</span>',
    );
  });

  it('styles the roles an AsciiDoc book writes, in every format’s content', async () => {
    const source = memorySource({
      'ch1.adoc': [
        '== Ferries',
        '',
        '[red]#Check the timetable.# Boats [.line-through]#never# rarely wait.',
        '',
        '[.text-center]',
        'Harbour office, pier 4, open at https://example.org/timetable-of-the-harbour-ferries-in-winter.',
        '',
      ].join('\n'),
    });
    const model = await buildBookModel(
      source,
      { files: ['ch1.adoc'], formats: {} },
      { bookName: 'ann/book' },
    );
    const html = model.divisions.map((d) => d.html).join('\n');
    expect(html).toContain('<span class="red" style="color: #bf0000">Check the timetable.</span>');
    expect(html).toContain('<span class="line-through" style="text-decoration: line-through">never</span>');
    expect(html).toMatch(/<p class="text-center" style="text-align: center">Harbour office/);
  });
});
