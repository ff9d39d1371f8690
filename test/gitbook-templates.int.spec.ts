import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'gitbook-templates');

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe("a GitBook book's templating: includes, book.json variables, raw text", () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/greenhouse', 'octavo-gitbook-templates-');

  it('{% include "/file.md" %} prints the file (a leading / is the folder of SUMMARY.md), includes within too', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const pages = await readZip(outFile);
    const welcome = text(pages.get('ch01.html')!.toString('utf8'));
    const setup = text(pages.get('ch02.html')!.toString('utf8'));
    for (const page of [welcome, setup]) {
      expect(page).toContain('Always wear gloves before touching the soil.');
      expect(page).toContain('Boots keep your feet dry.');
      expect(page).not.toContain('{% include "/shared/gloves.md" %}');
    }
  });

  it("{{ book.name }} is book.json's variable (nested too), book.language the language folder", async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const welcome = text((await readZip(outFile)).get('ch01.html')!.toString('utf8'));
    expect(welcome).toContain('This workshop uses kit 2.4 and the Trowel Pro.');
    expect(welcome).toContain('Download the en edition.');
  });

  it('code is shown as written, as GitBook shows it: a variable there is named to the author', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const setup = text((await readZip(outFile)).get('ch02.html')!.toString('utf8'));
    expect(setup).toContain('$ install-kit {{ book.kit_version }}');
    expect(setup).toContain('Check with kit --version {{ book.kit_version }}.');
    expect(warnings).toContain(
      'en/setup/README.md:6: {{ book.kit_version }} is in code, where GitBook fills in no variables (it shows ' +
        'code as written): it is printed as written; write the value out in the code',
    );
  });

  it("{% set name = '…' %} names a text that {{ name }} prints; the set line prints nothing", async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const welcome = (await readZip(outFile)).get('ch01.html')!.toString('utf8');
    expect(welcome).toMatch(/<p[^>]*>Seedlings <em>\(new\)<\/em> go on the top shelf;/);
    expect(welcome).toContain('<code>{{ post.title }}</code>');
    expect(welcome).not.toContain('{% set');
  });

  it('{% if output.name != "ebook" %} … {% else %} … {% endif %}: the web edition and the e-books each keep theirs', async () => {
    const html = await book.render(renderHtml, 'book.zip');
    const site = text((await readZip(html.outFile)).get('ch01.html')!.toString('utf8'));
    expect(site).toContain('Read this book online at the greenhouse site.');
    expect(site).not.toContain('e-book edition');
    expect(site).not.toMatch(/\{% ?(if|else|endif)/);
    const epub = await book.render(renderEpub, 'book.epub');
    const chapter = text((await readZip(epub.outFile)).get('OEBPS/ch01.xhtml')!.toString('utf8'));
    expect(chapter).toContain('This is the e-book edition.');
    expect(chapter).not.toContain('Read this book online');
    expect([...html.warnings, ...epub.warnings].filter((w) => w.includes('output.name'))).toEqual([]);
  });

  it('{% raw %} … {% endraw %} prints its text as written, without the tags', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const welcome = text((await readZip(outFile)).get('ch01.html')!.toString('utf8'));
    expect(welcome).toContain('In a template, {{ book.kit_version }} prints the kit’s version.');
    expect(welcome).not.toMatch(/\{% ?(end)?raw/);
  });

  it('an unknown variable or a missing include is named at its line; an include shown in code is left alone', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    const setup = text((await readZip(outFile)).get('ch02.html')!.toString('utf8'));
    expect(setup).toContain('{% include "/shared/not-here.md" %}');
    const named = warnings.filter((w) => /book\.mascot|missing\.md|not-here/.test(w));
    expect(named.filter((w) => !w.includes('is template markup'))).toEqual([
      'en/README.md:11: {{ book.mascot }} names no variable of book.json\'s "variables" (GitBook fills it in from ' +
        'there); it is printed as written: add "mascot" to book.json\'s "variables", or write the value out',
      'en/setup/README.md:10: {% include "/shared/missing.md" %} names en/shared/missing.md, which does not exist ' +
        "(a leading / is the folder of the book's SUMMARY.md); correct the path; the line is printed as written",
    ]);
  });
});
