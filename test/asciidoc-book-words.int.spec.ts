import { renderEpub, renderHtml } from '../renderers';
import { memorySource } from '../renderers/test-support/memory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { pageWith, renderBookPdf } from './support/pdf-book';
import { fixtureSuite, plainText } from './support/render-fixture';

// A 1x1 PNG, so each figure's image is found.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * An AsciiDoc book in German, localised as Asciidoctor books are: the language and the words its labels print set
 * in a shared attributes file each chapter includes. Octavo printed "Chapter 1", "Contents", English hyphenation,
 * and each file's figures counted from 1 under Asciidoctor's own captions ("Abbildung 1" in every chapter).
 */
const WORDS = [
  ':lang: de',
  ':chapter-signifier: Kapitel',
  ':appendix-caption: Anhang',
  ':figure-caption: Abbildung',
  ':table-caption: Tabelle',
  ':toc-title: Inhaltsverzeichnis',
  ':note-caption: Merke',
  '',
].join('\n');

const FILES = {
  'platform.json': JSON.stringify({ title: 'Vögel', files: ['amsel.adoc', 'drossel.adoc', 'quellen.adoc'] }),
  'attributes.adoc': WORDS,
  'vogel.png': PNG,
  'amsel.adoc': [
    'include::attributes.adoc[]',
    '',
    '[[amsel]]',
    '== Die Amsel',
    '',
    'Siehe <<fig-amsel>>, <<tab-amsel>> und <<quellen>>.',
    '',
    '[[fig-amsel]]',
    '.Eine Amsel',
    'image::vogel.png[Amsel]',
    '',
    '[[tab-amsel]]',
    '.Maße',
    '|===',
    '|Länge |25 cm',
    '|===',
    '',
  ].join('\n'),
  'drossel.adoc': [
    'include::attributes.adoc[]',
    '',
    '== Die Drossel',
    '',
    'NOTE: Drosseln singen früh.',
    '',
    '[[fig-drossel]]',
    '.Eine Drossel',
    'image::vogel.png[Drossel]',
    '',
    'Wie <<fig-drossel>> zeigt.',
    '',
  ].join('\n'),
  'quellen.adoc': 'include::attributes.adoc[]\n\n[appendix]\n[[quellen]]\n== Quellen\n\nBücher.\n',
};

describe('an AsciiDoc book that names its language and the words of its labels', () => {
  const book = fixtureSuite(memorySource(FILES), 'ann/voegel', 'octavo-book-words-');

  it('HTML: labels, captions, contents and admonitions in its words, figures numbered by chapter', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([]);
    const zip = await readZip(outFile);
    const page = (name: string) => zip.get(name)!.toString('utf8');
    const text = (name: string) => plainText(page(name)).replace(/ ([.,])/g, '$1');
    expect(page('ch01.html')).toMatch(/<html[^>]* lang="de"/);
    expect(text('ch01.html')).toContain(
      'Kapitel 1 Die Amsel Siehe Abbildung 1-1, Tabelle 1-1 und Anhang A. Abbildung 1-1. Eine Amsel Tabelle 1-1. Maße',
    );
    expect(text('ch02.html')).toContain(
      'Kapitel 2 Die Drossel Merke Drosseln singen früh. Abbildung 2-1. Eine Drossel Wie Abbildung 2-1 zeigt.',
    );
    expect(text('app01.html')).toContain('Anhang A Quellen');
    expect(text('index.html')).toContain('Inhaltsverzeichnis');
    expect(page('ch01.html')).not.toContain('data-octavo-book-words');
  });

  it('EPUB: its language and the contents’ title', async () => {
    const { outFile } = await book.render(renderEpub, 'book.epub');
    const zip = await readZip(outFile);
    expect(zip.get('OEBPS/content.opf')!.toString()).toContain('<dc:language>de</dc:language>');
    expect(zip.get('OEBPS/nav.xhtml')!.toString()).toContain('<h1>Inhaltsverzeichnis</h1>');
  });

  it('PDF: the contents titled and chapters labelled in its words', async () => {
    const pdf = await renderBookPdf(FILES, {
      title: 'Vögel',
      files: ['amsel.adoc', 'drossel.adoc', 'quellen.adoc'],
    });
    const contents = pdf.pages[pageWith(pdf.pages, 'Inhaltsverzeichnis')] ?? '';
    expect(contents).toMatch(/Kapitel 1\. Die Amsel[\s\S]*Kapitel 2\. Die Drossel[\s\S]*Anhang A\. Quellen/);
  }, 120_000);
});

describe('a master document with chapters and an appendix, its sections not numbered', () => {
  const book = fixtureSuite(
    memorySource({
      'platform.json': JSON.stringify({ title: 'Birds', files: ['book.adoc'] }),
      'book.adoc': [
        '= Birds',
        ':doctype: book',
        '',
        '== Robins',
        '',
        'Red.',
        '',
        '== Wrens',
        '',
        'Small.',
        '',
        '[appendix]',
        '== Sources',
        '',
        'Books.',
        '',
      ].join('\n'),
    }),
    'ann/birds',
    'octavo-master-appendix-',
  );

  // A plain Asciidoctor book (one master document, `:doctype: book`, no atlas.json) is numbered as Asciidoctor prints
  // it: no chapter numbers without :sectnums:, an appendix lettered all the same.
  it('leaves its chapters unnumbered, as Asciidoctor does, and letters its appendix', async () => {
    const { outFile } = await book.render(renderHtml, 'book.zip');
    const zip = await readZip(outFile);
    const text = plainText(zip.get('index.html')!.toString());
    expect(text).toContain('Contents Robins Wrens Appendix A: Sources');
    expect(text).not.toMatch(/\d\. Robins/);
  });
});
