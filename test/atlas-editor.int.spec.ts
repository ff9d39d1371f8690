import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { checkLinks } from '../renderers/test-support/check-links';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { epubcheck } from './support/render-tools';
import { FixtureRenderer, fixtureSuite, plainText } from './support/render-fixture';

/**
 * HTMLBook as Atlas's visual editor saved it (Refactoring JavaScript, EvanBurchard/refactoringjavascript): a
 * `cover.html` listed first that holds nothing but `<p><img src="cover.png"></p>` (no `<figure
 * data-type="cover">`), and blank paragraphs (`<p>&nbsp;</p>`) left after a chapter's `</section>`. The first is
 * the book's cover, not an untitled "Preface"; the second is nothing at all, not text printed at the chapter's end
 * with a warning. A note the editor headed `<h6>Note</h6>` and then its own title prints that title alone.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'atlas-editor');
const source = directorySource(FIXTURE);

describe('HTMLBook saved by Atlas’s editor: an image-only cover file, blank paragraphs', () => {
  const book = fixtureSuite(source, 'ann/tidy-drawers', 'octavo-atlas-editor-');

  const render = async (renderer: FixtureRenderer, file: string) => {
    const { outFile, warnings } = await book.render(renderer, file);
    expect(warnings).toEqual([]);
    return readZip(outFile).then((zip) => ({ zip, outFile }));
  };

  it('epub: the image is the cover; the contents list the two chapters and nothing else', async () => {
    const { zip, outFile } = await render(renderEpub, 'book.epub');
    const opf = zip.get('OEBPS/content.opf')!.toString('utf8');
    expect(opf).toMatch(/<item [^>]*properties="cover-image"/);
    expect(zip.has('OEBPS/cover.xhtml')).toBe(true);
    const nav = zip.get('OEBPS/nav.xhtml')!.toString('utf8');
    const toc = nav.slice(nav.indexOf('epub:type="toc"'), nav.indexOf('</nav>'));
    expect([...toc.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1])).toEqual([
      'Chapter 1. Socks',
      'Odd Socks',
      'Chapter 2. Shirts',
      'Pressed Shirts',
    ]);
    const names = [...zip.keys()].filter((name) => name.endsWith('.xhtml'));
    expect(names.filter((name) => /preface/.test(name))).toEqual([]);
    const check = await epubcheck(outFile);
    expect(`${check.stdout}\n${check.stderr}`).toContain('0 fatals / 0 errors / 0 warnings');
  });

  it('html: no untitled preface holds the cover; every link lands', async () => {
    const { zip } = await render(renderHtml, 'book.zip');
    expect(checkLinks(zip)).toEqual([]);
    expect([...zip.keys()].filter((name) => /preface/.test(name))).toEqual([]);
    const pages = [...zip.keys()].filter((name) => /^ch\d+\.html$/.test(name)).sort();
    expect(pages).toEqual(['ch01.html', 'ch02.html']);
    // The editor's `<h6>Note</h6>` before the note's own title is the word Octavo prints itself: one title, the
    // kind said once before it.
    const note = zip.get('ch01.html')!.toString('utf8').split('id="fold-twice"')[1]!.split('</div>')[0]!;
    expect([...note.matchAll(/<h\d[^>]*>(.*?)<\/h\d>/g)].map((m) => plainText(m[1]!))).toEqual([
      'Note: Fold Twice',
    ]);
  });
});
