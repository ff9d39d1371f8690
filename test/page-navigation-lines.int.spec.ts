import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'page-navigation-lines');
const NOTES = [
  'notes/01_prompt.md:1: the line of links to other pages ("Contents | Next (2 Pipes)") is web page navigation: ' +
    'it is left out, as the book has its own contents and page order',
  'notes/02_pipes.md:1: the line of links to other pages ("Contents | Previous (1 The Prompt)") is web page ' +
    'navigation: it is left out, as the book has its own contents and page order',
];

describe('The "Contents | Previous | Next" line a GitHub-hosted page opens and closes with is left out of the book', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/shell', 'octavo-page-navigation-');

  it('HTML: each chapter opens with its title and ends with its text; links of the text and to the web stay', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual(NOTES);
    const zip = await readZip(outFile);
    expect(checkLinks(zip)).toEqual([]);
    const main = (name: string) => plain(/<main[\s\S]*?<\/main>/.exec(zip.get(name)!.toString('utf8'))![0]);
    expect(main('ch01.html')).toBe('1 The Prompt The prompt waits for a command. Read pipes next.');
    expect(main('ch02.html')).toBe('2 Pipes A pipe joins two commands. Home | Next');
  });

  it('EPUB: no chapter holds the navigation line, nor a warning about a link to the contents page', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual(NOTES);
    const zip = await readZip(outFile);
    expect(plain(zip.get('OEBPS/ch01.xhtml')!.toString('utf8'))).not.toContain('Contents | Next');
  });
});
