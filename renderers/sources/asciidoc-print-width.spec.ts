import { asciidocPrintWidth } from './asciidoc-print-width';

describe("an AsciiDoc image's print width, as Asciidoctor PDF reads it", () => {
  it.each([
    [{ pdfwidth: '50%' }, '50%'],
    [{ pdfwidth: '2in' }, '2in'],
    [{ pdfwidth: '40iw' }, '40iw'],
    [{ pdfwidth: '100vw' }, '100vw'],
    [{ pdfwidth: '144' }, '144pt'],
    [{ pdfwidth: '1.5 IN' }, '1.5in'],
    [{ scale: '40' }, '40iw'],
    [{ scale: 40 }, '40iw'],
    [{ scale: '40%' }, '40iw'],
    [{ scaledwidth: '25' }, '25%'],
    [{ scaledwidth: '3cm' }, '3cm'],
    [{ pdfwidth: '30%', scale: '40', scaledwidth: '50' }, '30%'],
    [{ scale: '40', scaledwidth: '50' }, '40iw'],
    [{ pdfwidth: 'wide', scaledwidth: '50' }, '50%'],
    [{ scaledwidth: '50vw' }, undefined],
    [{ pdfwidth: 'auto' }, undefined],
    [{}, undefined],
  ])('%j is %s', (attributes, width) => {
    expect(asciidocPrintWidth(attributes)).toBe(width);
  });
});
