import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';
import { asUtf8 } from './text-encoding';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('asUtf8', () => {
  it('leaves UTF-8 and binary files as they are', () => {
    const utf8 = Buffer.from('Café ’quoted’\n', 'utf8');
    expect(asUtf8('ch1.adoc', utf8)).toEqual({ bytes: utf8 });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xe9]);
    expect(asUtf8('images/a.png', png)).toEqual({ bytes: png });
    const noExtension = Buffer.from([0xff, 0x00, 0xe9]);
    expect(asUtf8('LICENSE', noExtension)).toEqual({ bytes: noExtension });
  });

  it('reads a file in the encoding it declares, and says UTF-8 after', () => {
    const xml = latin1('<?xml version="1.0" encoding="ISO-8859-1"?>\n<para>Caf\xe9</para>\n');
    const decoded = asUtf8('ch1.xml', xml);
    expect(decoded.warning).toBeUndefined();
    expect(decoded.bytes.toString('utf8')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<para>Café</para>\n',
    );
    const html = latin1('<html><head><meta charset="windows-1252"></head><p>\x93Hi\x94</p>');
    expect(asUtf8('ch1.html', html).bytes.toString('utf8')).toBe(
      '<html><head><meta charset="UTF-8"></head><p>“Hi”</p>',
    );
  });

  it('reads a file with no UTF-8 character as Windows-1252, warned at its first line', () => {
    const decoded = asUtf8('ch1.md', latin1('# Chapter\n\nCaf\xe9 au lait.\n\nIt\x92s \x93quoted\x94.\n'));
    expect(decoded.bytes.toString('utf8')).toBe('# Chapter\n\nCafé au lait.\n\nIt’s “quoted”.\n');
    expect(formatWarning(decoded.warning!)).toBe(
      'ch1.md:3: the file is not UTF-8: byte E9 here (and at line 5) is no UTF-8 character; read as ' +
        'Windows-1252 (Latin-1), as the editor that wrote it did ("é" here): save the file as UTF-8 ' +
        '(iconv -f windows-1252 -t utf-8) so every tool reads it alike',
    );
  });

  // The Jenkins book's ch05.xml:2060: "you've\x80\x99t", a curly quote that lost its first byte.
  it('warns at the lines of a UTF-8 file that hold broken characters, printed as "�"', () => {
    const bytes = Buffer.concat([
      Buffer.from('<para>It’s fine.</para>\n<para>if you', 'utf8'),
      Buffer.from([0x80, 0x99]),
      Buffer.from('t reconfigured</para>\n', 'utf8'),
    ]);
    const decoded = asUtf8('ch05.xml', bytes);
    expect(decoded.bytes).toBe(bytes);
    expect(formatWarning(decoded.warning!)).toBe(
      'ch05.xml:2: bytes that are no UTF-8 character (80 99 here) print as "�": a character broken when the ' +
        'file was copied or saved in another encoding; retype it, and keep the file UTF-8',
    );
  });
});

describe('a book with a file saved as Windows-1252', () => {
  it('prints its accented letters and warns once', async () => {
    const model = await buildBookModel(
      memorySource({ 'ch1.adoc': latin1('== Caf\xe9\n\nCr\xe8me br\xfbl\xe9e.\n') }),
      { files: ['ch1.adoc'], formats: {} },
      { bookName: 'x' },
    );
    const html = model.divisions.map((d) => d.html).join('');
    expect(html).toContain('Crème brûlée.');
    expect(model.divisions[0]!.title).toBe('Café');
    expect(model.warnings.filter((w) => w.text.includes('not UTF-8')).map(formatWarning)).toEqual([
      expect.stringMatching(/^ch1\.adoc:1: the file is not UTF-8: byte E9 here \(and at line 3\)/),
    ]);
  });
});
