import { join } from 'node:path';
import { renderHtml } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { readZip } from '../renderers/test-support/read-zip';
import { fixtureSuite, plainText as plain } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'template-markup');

describe('Liquid markup in the prose of a book Atlas (or Jekyll) templated', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/quiz', 'octavo-template-markup-');

  it('is printed as written and said once per file at its first line; markup in code is never warned about', async () => {
    const { outFile, warnings } = await book.render(renderHtml, 'book.zip');
    expect(warnings).toEqual([
      'quiz.md:7: {% include "answer" with "RGB" %} is template markup (Liquid or Nunjucks, as Atlas\'s templating, ' +
        'Jekyll and GitBook ran it) and Octavo runs no templates: it is printed as written (3 such in this file, the first here); ' +
        'write out what the template made, or put markup meant to be shown in code',
    ]);
    const zip = await readZip(outFile);
    expect(plain(zip.get('ch01.html')!.toString('utf8'))).toContain(
      "{{ 'code/hue/HueTracking.pde' | load_source: 'java' }}",
    );
    expect(plain(zip.get('ch02.html')!.toString('utf8'))).toContain('{% for post in site.posts %}');
  });

  describe('in a book whose config says "templating": false', () => {
    const plainBook = fixtureSuite(
      directorySource(join(__dirname, 'fixtures', 'books', 'template-markup-off')),
      'ann/django',
      'octavo-template-markup-off-',
    );

    it('is prose about templates: printed, never warned about', async () => {
      const { outFile, warnings } = await plainBook.render(renderHtml, 'book.zip');
      expect(warnings).toEqual([]);
      const zip = await readZip(outFile);
      expect(plain(zip.get('ch01.html')!.toString('utf8'))).toContain('The {% url %} Template Tag');
    });
  });
});
