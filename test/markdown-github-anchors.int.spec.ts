import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

/**
 * Markdown written to be read on GitHub (getify/Functional-Light-JS): notes and places inside sections are
 * `<a name="note-1">` anchors, linked as GitHub shows their ids, `#user-content-note-1`; links to another file put
 * a slash after its name (`ch2.md/#steeping`), which GitHub's viewer follows. The anchors had no id (the EPUB
 * dropped them), every such link was removed with a warning that the note "has no target" or the file "is a
 * directory", and 85 links of the book went nowhere.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'markdown-github-anchors');
const source = directorySource(FIXTURE);

// Each file's note-1 is linked from that file alone, so each link finds its own: the renamed id is not told of.
const WARNINGS = [
  "book/ch1.md:5: link ch2.md/#steeping has a / after the file name (GitHub's viewer forgives it, other readers " +
    'do not): linked to book/ch2.md; write [its text](ch2.md#steeping)',
  "book/ch1.md:5: link ch2.md/#user-content-blend has a / after the file name (GitHub's viewer forgives it, " +
    'other readers do not): linked to book/ch2.md; write [its text](ch2.md#user-content-blend)',
];

describe('Markdown written for GitHub: <a name> anchors, #user-content- links, a slash after a file name', () => {
  const book = fixtureSuite(source, 'ann/github-tea', 'octavo-markdown-github-anchors-');

  it('html: every link lands on the anchor or section it names, each file on its own note', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    expect(checkLinks(zip)).toEqual([]);
    const ch01 = zip.get('ch01.html')!.toString('utf8');
    const ch02 = zip.get('ch02.html')!.toString('utf8');
    expect(ch01).toContain('<a id="note-1"><sup>1</sup></a>Broken leaves');
    expect(ch01).toContain('<a href="#note-1"><sup>1</sup></a>');
    expect(ch01).toMatch(/<a href="ch02\.html#steeping">Steeping<\/a>/);
    expect(ch01).toMatch(/<a href="ch02\.html#blend">further on<\/a>/);
    expect(ch02).toContain('<a id="blend"></a>');
    // The second file's note is its own: the link in that file goes to it.
    expect(ch02).toContain('<a href="#note-1-2"><sup>1</sup></a>');
    expect(ch02).toContain('<a id="note-1-2"><sup>1</sup></a>Start with');
    expect(warnings).toEqual(WARNINGS);
  });

  it('epub: the anchors are there and the links reach them', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const ch01 = zip.get('OEBPS/ch01.xhtml')!.toString('utf8');
    const ch02 = zip.get('OEBPS/ch02.xhtml')!.toString('utf8');
    expect(ch01).toContain('<a id="note-1"><sup>1</sup></a>');
    expect(ch01).toContain('href="#note-1"');
    expect(ch01).toContain('href="ch02.xhtml#blend"');
    expect(ch02).toContain('<a id="blend"></a>');
    expect(ch01 + ch02).not.toContain(' name="');
  });
});
