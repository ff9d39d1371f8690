import { join } from 'node:path';
import { renderEpub, renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

/**
 * Pages whose site script fills `<div class="codeAndCanvas" data="line.frag"></div>` with the shader it names (The
 * Book of Shaders): the book printed nothing there, and said nothing. The file is now a listing, as the book's own
 * PDF build prints it; a file that is not there is a warning naming the line.
 */
const FIXTURE = join(__dirname, 'fixtures', 'books', 'code-file-placeholders');
/** A listing's text as printed: its highlighting's tags taken out, nothing put in their place. */
const code = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const LINE_FRAG = [
  'uniform vec2 u_resolution;',
  '',
  'void main() {',
  '    vec2 st = gl_FragCoord.xy / u_resolution;',
  '    gl_FragColor = vec4(vec3(st.x), 1.0);',
  '}',
].join('\n');
const WARNINGS = [
  '01/README.md:9: the element naming the code file pulse.frag (01/pulse.frag does not exist) is filled by the ' +
    "site's script, and is empty in the book; correct the path",
];

describe('An empty <div> naming a code file for the site to show prints that file as a listing', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/shaders', 'octavo-code-file-placeholders-');

  it('HTML: the shader is a GLSL listing where the element was; the missing one is said', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual(WARNINGS);
    const zip = await readZip(outFile);
    const page = [...zip].find(([name]) => /^ch01\.html$/.test(name))![1].toString('utf8');
    const listings = [...page.matchAll(/<pre[\s\S]*?<\/pre>/g)].map(([listing]) => code(listing).trim());
    expect(listings).toEqual([LINE_FRAG]);
    expect(page).toMatch(/<code[^>]*class="[^"]*glsl/);
  });

  it('EPUB: the listing is there too', async () => {
    const { outFile, warnings } = await book.render(renderEpub, 'book.epub');
    expect(warnings).toEqual(WARNINGS);
    const zip = await readZip(outFile);
    const page = zip.get('OEBPS/ch01.xhtml')!.toString('utf8');
    expect(code(/<pre[\s\S]*?<\/pre>/.exec(page)![0]).trim()).toBe(LINE_FRAG);
    expect(plain(page)).toContain('A line from left to right:');
  });
});
