import { withoutTopMarginText } from './finish-pdf';

// The shape Skia writes: margin boxes in the first group, then the clip around the page area.
const page = [
  '.24 0 0 -.24 0 504 cm',
  'q',
  '3.125 0 0 3.125 0 0 cm',
  'BT',
  '/F4 16 Tf',
  '1 0 0 -1 199 53 Tm',
  '<0001> Tj',
  'ET',
  'BT',
  '/F4 16 Tf',
  '1 0 0 -1 236 629 Tm',
  '<0015> Tj',
  'ET',
  'Q',
  'q',
  '300 300 900 1500 re',
  'W* n',
  'BT',
  '1 0 0 -1 8 40 Tm',
  '<0002> Tj',
  'ET',
  'Q',
].join('\n');

describe('withoutTopMarginText', () => {
  it('removes the top margin box text (the running head) and keeps the folio and the page content', () => {
    const edited = withoutTopMarginText(page, 672)!;
    expect(edited).not.toContain('<0001> Tj');
    expect(edited).toContain('<0015> Tj');
    expect(edited).toContain('<0002> Tj');
  });

  it('changes nothing when the stream does not have the expected shape', () => {
    expect(withoutTopMarginText('BT\n1 0 0 -1 8 40 Tm\n<0002> Tj\nET\n', 672)).toBeNull();
    expect(withoutTopMarginText(page.replace('1 0 0 -1 199 53 Tm', '1 0 0 -1 199 600 Tm'), 672)).toBeNull();
  });
});
