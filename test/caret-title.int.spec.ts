import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'caret-title');

describe("A Markdown file with no # title that opens with its build's `^title Command` line (Game Programming Patterns)", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/patterns', 'octavo-caret-title-');

  it('HTML: the line is the chapter’s title, not text above its first section; other ^name lines stay as written', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      // ^section is still a directive Octavo does not run: printed and said as before.
      expect.stringMatching(
        /^book\/command\.markdown:2: \^section Patterns Revisited is a directive of the tool/,
      ),
      // A file with a # title of its own keeps its ^title line as text, as before.
      expect.stringMatching(
        /^book\/flyweight\.markdown:1: \^title Flyweight Notes is a directive of the tool/,
      ),
      expect.stringMatching(
        /^book\/flyweight\.markdown:1: the file opens with text before its first title "Flyweight"/,
      ),
    ]);
    const zip = await readZip(outFile);
    const page = (name: string) => zip.get(name)!.toString('utf8');
    const openings = ['ch01.html', 'ch02.html', 'ch03.html'].map((name) =>
      plain(/<h1[^>]*>.*?<\/h1>/s.exec(page(name))![0]),
    );
    expect(openings).toEqual(['Chapter 1 Command', 'Chapter 2 Observer', 'Chapter 3 Flyweight']);
    const command = plain(/<main[^>]*>(.*)<\/main>/s.exec(page('ch01.html'))![1]);
    expect(command).toMatch(
      /^Chapter 1 Command \^section Patterns Revisited A command is .* Configuring Input /,
    );
    expect(command).not.toContain('^title');
    const contents = plain(/<nav data-type="toc"[\s\S]*?<\/nav>/.exec(page('index.html'))![0]);
    expect(contents).toBe(
      'Contents 1. Command Configuring Input Undo and Redo 2. Observer How It Works 3. Flyweight',
    );
  });

  it('EPUB: the navigation lists the chapters by those titles', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const nav = (await readZip(outFile)).get('OEBPS/nav.xhtml')!.toString('utf8');
    const toc = plain(/<nav[^>]*epub:type="toc"[\s\S]*?<\/nav>/.exec(nav)![0]);
    expect(toc).toMatch(/Command .*Configuring Input .*Observer .*How It Works .*Flyweight/);
  });
});
