import { formatWarning } from '../warnings';
import { asciidoctorPageSize, asciidoctorPdfSettingWarnings } from './asciidoctor-pdf-settings';
import { parseTrimSize } from '../pdf/trim-size';

describe('asciidoctorPageSize', () => {
  it.each([
    ['letter', undefined, '8.5in x 11in'],
    ['A4', undefined, '210mm x 297mm'],
    ['Executive', undefined, '7.25in x 10.5in'],
    ['[6in, 9in]', undefined, '6in x 9in'],
    ['[432, 648]', undefined, '432pt x 648pt'],
    ['[210mm,297mm]', 'landscape', '297mm x 210mm'],
    ['A5', 'portrait', '148mm x 210mm'],
    ['Letter', 'landscape', '11in x 8.5in'],
    ['roll', undefined, 'roll'],
  ])('reads :pdf-page-size: %s (layout %s) as %s', (size, layout, trim) => {
    expect(asciidoctorPageSize(size, layout)).toBe(trim);
  });

  it('gives sizes the PDF reads, a named one turned to landscape too', () => {
    expect(parseTrimSize(asciidoctorPageSize('[432, 648]'))).toMatchObject({ widthPt: 432, heightPt: 648 });
    expect(parseTrimSize(asciidoctorPageSize('A3'))?.heightPt).toBeCloseTo(1190.55, 1);
    expect(parseTrimSize(asciidoctorPageSize('Tabloid', 'landscape'))).toMatchObject({
      widthPt: 1224,
      heightPt: 792,
    });
    expect(parseTrimSize(asciidoctorPageSize('roll'))).toBeNull();
  });
});

describe('asciidoctorPdfSettingWarnings', () => {
  it('names the asciidoctor-pdf settings of a file in one warning at the first, the page size not among them', () => {
    const lines = [
      '= Cryptocurrency Law Casebook',
      'Thomas Plunkett',
      ':title-page-background-image: image:./media/title-image-01.jpg[fit=cover]',
      ':doctype: book',
      ':pdf-page-size: letter',
      ':pdf-page-margin: [1in, 1in]',
      ':pdf-theme: pdf-theme.yml',
      '',
      'Text.',
    ];
    expect(
      asciidoctorPdfSettingWarnings([{ file: 'book.asciidoc', lines, firstLine: 1 }]).map(formatWarning),
    ).toEqual([
      "book.asciidoc:3: 3 asciidoctor-pdf settings Octavo's PDF does not follow: :title-page-background-image: " +
        'image:./media/title-image-01.jpg[fit=co…, :pdf-page-margin: [1in, 1in] (line 6), :pdf-theme: ' +
        'pdf-theme.yml (line 7). Octavo lays the PDF out with its own theme and the book\'s CSS (the "theme" file ' +
        'in platform.json or atlas.json), and takes the page size from formats.pdf.trim_size or :pdf-page-size:; ' +
        "to change the PDF's look, write it as CSS in that file (asciidoctor-pdf still reads these lines)",
    ]);
  });

  it('says nothing of a setting shown in a listing, or of a file without any', () => {
    const lines = ['== Themes', '', '----', ':pdf-theme: basic', '----', '', ':pdf-page-size: A4'];
    expect(asciidoctorPdfSettingWarnings([{ file: 'ch01.adoc', lines, firstLine: 1 }])).toEqual([]);
  });
});
