import { memorySource } from '../test-support/memory-source';
import { asciidoctorCommands } from './asciidoctor-commands';

describe('asciidoctorCommands', () => {
  it("reads a Makefile's asciidoctor, asciidoctor-pdf and asciidoctor-epub3 commands and the documents they convert", async () => {
    const makefile = [
      'ASSET_CHAPTERS = $(shell find chapters -type f)',
      'ASCIIDOCTOR_EPUB := asciidoctor-epub3',
      '',
      'all: pdf-a4 html',
      '',
      'beam-book-a4.pdf: style/pdf-theme.yml online-book.asciidoc book.asciidoc $(ASSET_CHAPTERS)',
      '\tbundle exec asciidoctor-pdf -r asciidoctor-diagram \\',
      '\t-a config=./style/ditaa.cfg \\',
      '\t-a pdf-fontsdir=./style/fonts \\',
      ' \tonline-book.asciidoc -o $@',
      '',
      'beam-book.epub: epub-book.asciidoc book.asciidoc',
      '\t$(ASCIIDOCTOR_EPUB) -r ./style/custom-admonition-block.rb $< -o $@ --trace',
      '',
      'html: $(ASSET_CHAPTERS)',
      '\tasciidoctor -r asciidoctor-diagram --backend=html5 --doctype=book \\',
      '\t  -o site/index.html online-book.asciidoc --trace',
      '',
      'docbook: online-book.asciidoc',
      '\tasciidoctor -b docbook5 online-book.asciidoc',
      '',
      'missing:',
      '\tasciidoctor gone.adoc',
    ].join('\n');
    const source = memorySource({
      Makefile: makefile,
      'online-book.asciidoc': 'include::book.asciidoc[]\n',
      'epub-book.asciidoc': '= Epub\n',
      'book.asciidoc': '= Book\n',
      'chapters/one.asciidoc': '== One\n',
    });
    expect(await asciidoctorCommands(source)).toEqual([
      { at: 'Makefile:7', program: 'asciidoctor-pdf', output: 'pdf', files: ['online-book.asciidoc'] },
      { at: 'Makefile:13', program: 'asciidoctor-epub3', output: 'epub', files: ['epub-book.asciidoc'] },
      { at: 'Makefile:16', program: 'asciidoctor', output: 'html', files: ['online-book.asciidoc'] },
      { at: 'Makefile:20', program: 'asciidoctor', output: 'other', files: ['online-book.asciidoc'] },
    ]);
  });

  it('reads a shell script that changes folder first and converts to PDF through the backend option', async () => {
    const source = memorySource({
      'build-pdf.sh':
        '#!/bin/sh\ncd src && asciidoctor -r asciidoctor-pdf -b pdf -o ../book.pdf index.adoc\n',
      'src/index.adoc': '= Manual\n',
    });
    expect(await asciidoctorCommands(source)).toEqual([
      { at: 'build-pdf.sh:2', program: 'asciidoctor', output: 'pdf', files: ['src/index.adoc'] },
    ]);
  });
});
