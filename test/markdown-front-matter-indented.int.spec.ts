import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

/**
 * A page whose front matter opened after a space or a blank line (` ---`, as arazshah/bookane's pages do) printed it
 * as a rule and a heading "title: Frogs order: 1", with a warning of text before the title. python-frontmatter,
 * which such sites are built with, strips the text first and reads it as front matter; so does Octavo now.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-front-matter-indented');

describe('Front matter after a space or a blank line', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/pond', 'octavo-md-front-matter-indented-');

  it('titles its page and is never printed as text', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    expect(plain(zip.get('index.html')!.toString('utf8'))).toContain('Contents 1. Frogs 2. Reeds');
    for (const name of ['ch01.html', 'ch02.html']) {
      const page = zip.get(name)!.toString('utf8');
      expect(plain(page)).not.toMatch(/title:|order:/);
      expect(page).not.toContain('<hr');
    }
  });
});
