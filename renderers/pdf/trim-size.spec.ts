import { DEFAULT_TRIM, parseTrimSize } from './trim-size';

describe('parseTrimSize', () => {
  it('reads the Atlas default and the usual ways of writing a size', () => {
    expect(parseTrimSize(DEFAULT_TRIM)).toEqual({
      width: '7in',
      height: '9.1875in',
      widthPt: 504,
      heightPt: 661.5,
    });
    expect(parseTrimSize('6x9')).toMatchObject({ width: '6in', height: '9in' });
    expect(parseTrimSize('152mm × 229mm')).toMatchObject({ width: '152mm', height: '229mm' });
    expect(parseTrimSize(' 6 X 9 in ')).toMatchObject({ width: '6in', height: '9in' });
  });

  it('knows named sizes', () => {
    expect(parseTrimSize('A4')).toMatchObject({ width: '210mm', height: '297mm' });
    expect(parseTrimSize('Letter')).toMatchObject({ width: '8.5in', height: '11in', widthPt: 612 });
  });

  it('refuses what is not a page size', () => {
    for (const bad of ['', 'big', '7in', '7in x', '1in x 1in', '100in x 100in', '-6x9', '6x9 furlongs'])
      expect(parseTrimSize(bad)).toBeNull();
  });
});
