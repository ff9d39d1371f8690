import { decodePDFRawStream, PDFDocument, PDFRawStream, rgb } from 'pdf-lib';
import { convertToGrayscale, grayContent, luminance } from './grayscale';

describe('grayContent', () => {
  it("keeps a stand-in page number's marker colour and its digits' colour when asked, for the numbers written in later", () => {
    const content = '.2 .4 .6 rg .0039 0 .0196 RG .0039 0 .0196 rg <0013> Tj .0078 0 0 rg <0014> Tj 1 0 0 rg';
    const kept = grayContent(content, () => 'other', true);
    expect(kept).toContain('.0039 0 .0196 RG .0039 0 .0196 rg');
    expect(kept).toContain('.0078 0 0 rg');
    expect(kept).not.toContain('.2 .4 .6 rg');
    expect(kept).not.toContain('1 0 0 rg');
    // Without it they are colours like any other.
    expect(grayContent(content, () => 'other')).not.toMatch(/ rg|RG/);
  });

  it('turns RGB and CMYK colour operators into gray ones of the same lightness', () => {
    expect(grayContent('1 0 0 rg 0 0 1 RG', () => 'other')).toBe(
      `${luminance(1, 0, 0)} g ${luminance(0, 0, 1)} G`,
    );
    expect(grayContent('0 0 0 1 k', () => 'other')).toBe('0 g');
  });

  it('converts colours set through a named RGB colour space, and leaves text alone', () => {
    const out = grayContent('/CS0 cs 0.2 0.4 0.6 sc [(1 0 0 rg)] TJ', (name) =>
      name === '/CS0' ? 'rgb' : 'other',
    );
    expect(out).toBe(
      `/DeviceGray cs ${Math.round(luminance(0.2, 0.4, 0.6) * 10000) / 10000} sc [(1 0 0 rg)] TJ`,
    );
  });
});

describe('convertToGrayscale', () => {
  it('leaves no RGB colour operator in the pages', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 200]);
    page.drawRectangle({
      x: 10,
      y: 10,
      width: 50,
      height: 50,
      color: rgb(0.8, 0.1, 0.1),
      borderColor: rgb(0, 0, 1),
      borderWidth: 2,
    });
    expect(convertToGrayscale(doc)).toEqual({ imagesLeft: 0, shadingsLeft: 0 });
    const saved = await PDFDocument.load(await doc.save());
    const stream = saved.getPage(0).node.Contents() as PDFRawStream;
    const text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    expect(text).not.toMatch(/\brg\b|\bRG\b/);
    expect(text).toMatch(/ g\b/);
  });
});
