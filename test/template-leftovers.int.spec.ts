import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { renderEpub, renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';
import { epubcheckErrors } from './support/render-tools';

/**
 * A book begun from a new-book template whose placeholders the author never replaced (An Awesome Test Book by
 * Amy, ORMdevedit/an-awesome-test-book-by-amy, and GitHub for NonTechies, Meghanorm/github-for-nontechies, from
 * Atlas's skeleton: `Book Subtitle`, `Author Name`, `Preface Title`, `This Is an A-Head`). The EPUB named
 * "Author Name" as the book's author and the PDF's metadata did too, and nothing told the author the pages still
 * held the template's words.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'template-leftovers');
const source = directorySource(FIXTURE);

const ADVICE =
  "a book template's placeholder text, printed as the template wrote it: write the book's own words there, " +
  "or take the file out of the book's files list if the book has no use for it";
const WARNINGS = [
  `titlepage.html:3: "Subtitle" and "Your Name" (lines 3 and 4) are ${ADVICE}`,
  `copyright.html:3: "by Your Name" is ${ADVICE}`,
  `preface.html:2: "Preface Title" and "Lorem ipsum dolor sit amet…" (lines 2 and 3) are ${ADVICE}`,
  `ch01.html:12: "This is an A-head" is ${ADVICE}`,
];

describe('a template’s placeholders left in the book', () => {
  const book = fixtureSuite(source, 'ann/knots', 'octavo-template-leftovers-');

  it('epub: each file that keeps them is named, and the placeholders are not the book’s author or subtitle', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    const opf = [...zip.entries()].find(([name]) => name.endsWith('.opf'))![1].toString('utf8');
    expect(opf).toContain('<dc:title id="title">Knots for Small Boats</dc:title>');
    expect(opf).not.toMatch(/Your Name|Subtitle|<dc:creator/);
    expect(opf).toContain('Copyright © 2021 Harbour Press');
    expect(warnings).toEqual(WARNINGS);
    expect(await epubcheckErrors(outFile)).toEqual({ code: 0, errors: [] });
  });

  it('pdf: its document properties name no placeholder author or subject; the pages still print them', async () => {
    const { outFile, warnings } = await book.render(renderPdf, 'book.pdf');
    const pdf = await PDFDocument.load(await readFile(outFile), { updateMetadata: false });
    expect(pdf.getTitle()).toBe('Knots for Small Boats');
    expect(pdf.getAuthor()).toBeUndefined();
    expect(pdf.getSubject() ?? '').not.toContain('Subtitle');
    expect(warnings).toEqual(WARNINGS);
  });
});
