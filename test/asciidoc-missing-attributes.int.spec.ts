import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'asciidoc-missing-attributes');
const book = fixtureSuite(
  directorySource(FIXTURE),
  'ann/asciidoc-missing-attributes',
  'octavo-asciidoc-missing-attributes-',
);

/** What the warning advises for the attribute: define it, or escape the braces meant as text. */
const fix = (name: string) =>
  `Define it in the document header (:${name}: value), or, if the braces are meant as text, write \\{${name}}`;

const BUILD_TOOL =
  "the book's build tool may set it (an -a name=value option of the asciidoctor command in a Makefile or " +
  "script, the Asciidoctor Maven or Gradle plugin's attributes, Antora's playbook)";

/**
 * The document references attributes its build tool (the Maven or Gradle plugin's `<attributes>`) used to define:
 * Asciidoctor prints each `{name}` as written, and an include whose target is one is dropped. Each attribute is
 * reported once, at its first reference (an attribute entry's value too: a web address made of one), as written
 * there (`{potId}`, which Asciidoctor names `potid`), with how often it is used; the include says what it was
 * missing, a link built of one says so. A shell variable (`${IMAGE}`), a URI template (`GET /{id}`), a regular
 * expression's count (`[0-9]{2}`) and a log pattern's precision (`%c{1}`) are printed as written too, as meant: no
 * warning.
 */
describe('AsciiDoc attributes nobody defines', () => {
  it('HTML: printed as written, as Asciidoctor does, and each named once in the build log with its line', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'book.adoc:5: include dropped because resolved target is blank: include::{chapters-file}[]: {chapters-file} ' +
        `is not defined where the include is read, so nothing is included; ${BUILD_TOOL}. Define it in the ` +
        'document header (:chapters-file: path/to/file.adoc), or add opts=optional to the include if the book is ' +
        'complete without it',
      `book.adoc:3: attribute {docs-version} is not defined, so it is printed as written; ${BUILD_TOOL}. ` +
        fix('docs-version'),
      'book.adoc:9: attribute {water-ratio} is not defined, so it is printed as written (3 references); ' +
        `${BUILD_TOOL}. ${fix('water-ratio')}`,
      `book.adoc:10: attribute {cone} is not defined, so it is printed as written; ${BUILD_TOOL}. ${fix('cone')}`,
      `book.adoc:11: attribute {potId} is not defined, so it is printed as written; ${BUILD_TOOL}. ${fix('potId')}`,
      'book.adoc:20: link https://glazes.example.org/{docs-version}/celadon has {docs-version} in it, an AsciiDoc ' +
        'attribute nothing defines (printed as written; define it, see its own warning); written as ' +
        'https://glazes.example.org/%7Bdocs-version%7D/celadon',
    ]);
    const site = await readZip(outFile);
    const chapter = site.get('ch01.html')!.toString();
    expect(chapter).toContain('Mix the glaze with {water-ratio} parts of water.');
    expect(chapter).toContain('ratio={water-ratio}');
    expect(chapter).toContain('docker image pull ${IMAGE}');
    expect(chapter).toContain('glaze-[0-9]{2}');
    expect(chapter).toContain('%c{1}');
    // Escaped as the warning advises: printed as written, no warning.
    expect(chapter).toContain('<code>{kilnId}</code>');
  });
});
