import { renderBookPdf } from './support/pdf-book';
import { textLines, TextLine } from './support/pdf-checks';

/**
 * A table cell of several paragraphs (an AsciiDoc a| cell, a cell with blank lines in it, an HTML cell of <p>s)
 * sets them apart as the text does. The book's style took every margin off a cell's paragraphs, so they ran
 * together and read as one paragraph broken across lines.
 */
const FILES = {
  'platform.json': JSON.stringify({ title: 'Kilns', files: ['kilns.adoc'] }),
  'kilns.adoc': [
    '== Kilns',
    '',
    '[cols="1,1"]',
    '|===',
    '|Flux one +',
    'Flux two',
    'a|',
    'Glaze one.',
    '',
    'Glaze two.',
    '',
    '* Glaze three.',
    '',
    '|Cone one.',
    '',
    'Cone two.',
    '|Ash',
    '|===',
    '',
  ].join('\n'),
};

describe('Paragraphs of a table cell in the PDF', () => {
  let lines: TextLine[] = [];

  beforeAll(async () => {
    const pdf = await renderBookPdf(FILES, { title: 'Kilns', files: ['kilns.adoc'] });
    lines = (await textLines(pdf.file)).find((p) => p.lines.some((line) => line.text === 'Flux one'))!.lines;
  }, 120_000);

  const top = (text: string) => lines.find((line) => line.text.endsWith(text))!.yMin;

  it('sets a cell’s paragraphs apart, further than the lines of one paragraph', () => {
    const lineStep = top('Flux two') - top('Flux one');
    expect(top('Glaze two.') - top('Glaze one.')).toBeGreaterThan(lineStep * 1.3);
  });

  it('sets apart the paragraphs of a cell with a blank line in it', () => {
    const lineStep = top('Flux two') - top('Flux one');
    expect(top('Cone two.') - top('Cone one.')).toBeGreaterThan(lineStep * 1.3);
  });

  it('sets a list apart from the paragraph over it in the cell', () => {
    const lineStep = top('Flux two') - top('Flux one');
    expect(top('Glaze three.') - top('Glaze two.')).toBeGreaterThan(lineStep * 1.3);
  });

  it('puts no space above a cell’s first paragraph', () => {
    expect(Math.abs(top('Glaze one.') - top('Flux one'))).toBeLessThan(1);
  });
});
