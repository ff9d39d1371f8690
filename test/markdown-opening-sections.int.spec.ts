import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-opening-sections');

describe('a Markdown file that opens with ## sections and later has a # title (a nested page of mixed levels)', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/pond', 'octavo-md-opening-sections-');

  it('its opening sections continue the chapter before, its # title begins a chapter, the author is told where', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'docs/filters.md:9: "Pumps" is a chapter\'s title in a file that opens with a section ("Filters", line 1), ' +
        'which continues the chapter before it: this title begins a new chapter; if it belongs to the opening ' +
        'section, write it a level lower',
    ]);
    const zip = await readZip(outFile);
    expect(checkLinks(zip)).toEqual([]);
    const chapters = [...zip.keys()].filter((name) => /^ch\d+\.html$/.test(name)).sort();
    expect(chapters).toEqual(['ch01.html', 'ch02.html', 'ch03.html']);
    const first = zip.get('ch01.html')!.toString('utf8');
    expect(first).toMatch(/<h1[^>]*>.*Water<\/h1>/);
    expect(first).toMatch(/<h2[^>]*>Filters<\/h2>/);
    expect(first).toMatch(/<h3[^>]*>Cleaning<\/h3>/);
    expect(plainText(first)).toMatch(
      /Water Keep it clear and cool\. Filters A pond needs .* Rinse the sponge/,
    );
    const second = zip.get('ch02.html')!.toString('utf8');
    expect(second.match(/<h1[^>]*>[\s\S]*?<\/h1>/g)).toEqual([
      expect.stringMatching(/Chapter 2<\/span> Pumps<\/h1>$/),
    ]);
    // A link to the file lands on its opening section.
    expect(zip.get('ch03.html')!.toString('utf8')).toMatch(/<a href="ch01\.html#filters"/);
  });
});
