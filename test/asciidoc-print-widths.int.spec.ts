import { pageAreaWidthPt } from '../renderers/pdf/print-style';
import { DEFAULT_TRIM, parseTrimSize, TrimSize } from '../renderers/pdf/trim-size';
import { imagesOf, renderBookPdf, RenderedPdf } from './support/pdf-book';
import { stripedPng } from './support/png';

const TRIM = parseTrimSize(DEFAULT_TRIM) as TrimSize;
const TEXT_WIDTH_IN = pageAreaWidthPt(TRIM) / 72;

/**
 * Figures sized for Asciidoctor PDF, as Continuous Enterprise Development in Java sizes them (`scale="40"`): the
 * PDF prints each at the width its `scale`, `pdfwidth` or `scaledwidth` asks, as Asciidoctor PDF does; an image
 * without one keeps its natural size. Octavo printed them all at their natural width.
 */
describe('AsciiDoc image widths for print: scale, pdfwidth, scaledwidth', () => {
  const colours: [number, number, number][] = [
    [200, 30, 30],
    [30, 30, 200],
  ];
  // Each its own pixel width, so pdfimages tells them apart.
  const files = {
    'platform.json': '{}',
    'figures.adoc': [
      '= Figures',
      '',
      'image::scaled.png[Scaled,scale=40]',
      '',
      'image::half.png[Half,pdfwidth=50%]',
      '',
      'image::quarter.png[Quarter,scaledwidth=25]',
      '',
      'image::inches.png[Inches,pdfwidth=2in]',
      '',
      'image::natural.png[Natural]',
      '',
    ].join('\n'),
    'scaled.png': stripedPng(400, 100, colours),
    'half.png': stripedPng(402, 100, colours),
    'quarter.png': stripedPng(404, 100, colours),
    'inches.png': stripedPng(406, 100, colours),
    'natural.png': stripedPng(300, 100, colours),
  };
  let pdf: RenderedPdf;
  let widths: Map<number, number>;

  beforeAll(async () => {
    pdf = await renderBookPdf(files, { title: 'Figures', files: ['figures.adoc'] });
    // Printed width in inches, by the image's pixel width.
    widths = new Map((await imagesOf(pdf.file)).map((image) => [image.width, image.width / image.xPpi]));
  }, 120_000);

  it.each([
    ['scale=40: two fifths of its own width (400 px at 96 to the inch)', 400, (400 * 0.4) / 96],
    ['pdfwidth=50%: half the text’s width', 402, TEXT_WIDTH_IN / 2],
    ['scaledwidth=25: a quarter of the text’s width (no unit is a percentage)', 404, TEXT_WIDTH_IN / 4],
    ['pdfwidth=2in: two inches', 406, 2],
    ['no width asked: its natural size', 300, 300 / 96],
  ])('prints %s', (_what, pixels, inches) => {
    expect(widths.get(pixels)).toBeCloseTo(inches, 1);
  });

  it('says nothing about the widths', () => {
    expect(pdf.warnings).toEqual([]);
  });
});
