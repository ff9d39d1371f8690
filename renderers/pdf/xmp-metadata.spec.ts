import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { writeXmpMetadata, xmpPacket } from './xmp-metadata';

const meta = {
  title: 'Mastering <Ethereum>',
  authors: ['Andreas M. Antonopoulos', 'Gavin Wood'],
  lang: 'en',
  publisher: "O'Reilly Media",
  rights: 'Copyright © 2019 The Authors & Co.',
  isbn: '9781491971949',
  description: 'Building smart contracts',
};

describe('xmpPacket', () => {
  it('carries title, creators in order, publisher, rights, language, ISBN and description, escaped', () => {
    const xml = xmpPacket(meta);
    expect(xml).toContain('<rdf:li xml:lang="x-default">Mastering &lt;Ethereum&gt;</rdf:li>');
    expect(xml).toMatch(
      /<dc:creator><rdf:Seq><rdf:li>Andreas M\. Antonopoulos<\/rdf:li><rdf:li>Gavin Wood<\/rdf:li><\/rdf:Seq>/,
    );
    expect(xml).toContain("<dc:publisher><rdf:Bag><rdf:li>O'Reilly Media</rdf:li>");
    expect(xml).toContain('Copyright © 2019 The Authors &amp; Co.');
    expect(xml).toContain('<dc:identifier>urn:isbn:9781491971949</dc:identifier>');
    expect(xml).toContain('<dc:language><rdf:Bag><rdf:li>en</rdf:li>');
    expect(xml).toContain('Building smart contracts');
  });

  it('leaves out what the book does not say', () => {
    const xml = xmpPacket({ title: 'T', authors: [], lang: 'de' });
    expect(xml).not.toMatch(/dc:creator|dc:publisher|dc:rights|dc:identifier|dc:description/);
  });
});

describe('writeXmpMetadata', () => {
  it('puts the packet in the catalog and publisher, rights, subject and ISBN in the Info dictionary', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.setTitle(meta.title);
    writeXmpMetadata(doc, meta);
    const saved = await PDFDocument.load(await doc.save(), { updateMetadata: false });
    const stream = saved.context.lookup(saved.catalog.get(PDFName.of('Metadata'))) as PDFRawStream;
    expect(Buffer.from(stream.getContents()).toString('utf8')).toContain('urn:isbn:9781491971949');
    expect(saved.getSubject()).toBe('Building smart contracts');
    expect(saved.getKeywords()).toBe('ISBN 9781491971949');
  });
});
