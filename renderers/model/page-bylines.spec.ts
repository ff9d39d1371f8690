import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';

const byline = (html: string) => /<p class="author"[^>]*>(.*?)<\/p>/.exec(html)?.[1];

describe('chapter bylines', () => {
  it("prints each chapter's own authors under its title, from MultiMarkdown, YAML or title-block front matter", async () => {
    const source = memorySource({
      'kilns/kilns.md':
        'title: Firing Kilns\nauthor: Ann Potter, Bo Glaze, and Cy Clay\n\n## Heat\n\nText.\n',
      'glazes.md': '---\ntitle: Glazes\nauthor:\n  - name: Dee Ash\n  - Eve Frit\n---\n\nText.\n',
      'wheels.md': '% Wheels\n% Fay Spin; Gus Turn\n\n# Wheels\n\nText.\n',
    });
    const model = await buildBookModel(
      source,
      {
        files: ['kilns/kilns.md', 'glazes.md', 'wheels.md'],
        formats: {},
        title: 'Studio Pottery',
        authors: ['Ed Itor'],
      },
      { bookName: 'ann/pots' },
    );
    const html = model.divisions.map((d) => d.html);
    expect(html[0]).toMatch(
      /<h1[^>]*>.*Firing Kilns<\/h1>\s*<p class="author"[^>]*>Ann Potter, Bo Glaze, and Cy Clay<\/p>/s,
    );
    expect(byline(html[1]!)).toBe('Dee Ash, Eve Frit');
    expect(byline(html[2]!)).toBe('Fay Spin, Gus Turn');
    expect(html.join('')).not.toContain('data-octavo-byline');
    expect(html[0]).not.toContain('author:');
  });

  it("leaves out a byline naming only the book's own authors, and prints none for the book's own title", async () => {
    const source = memorySource({
      'intro.md': '---\ntitle: Studio Pottery\nauthor: Ann Potter\n---\n\n# Welcome\n\nText.\n',
      'one.md': 'Title: Throwing\nAuthor: Ann Potter\n\nText.\n',
      'two.md': 'Title: Trimming\nAuthor: Ann Potter and Bo Glaze\n\nText.\n',
    });
    const model = await buildBookModel(
      source,
      {
        files: ['intro.md', 'one.md', 'two.md'],
        formats: {},
        title: 'Studio Pottery',
        authors: ['Ann Potter'],
      },
      { bookName: 'ann/pots' },
    );
    const [intro, one, two] = model.divisions.map((d) => d.html);
    expect(byline(intro!)).toBeUndefined();
    expect(byline(one!)).toBeUndefined();
    expect(byline(two!)).toBe('Ann Potter and Bo Glaze');
  });

  it('leaves out the same byline on every page of a book that names no authors: it is the book’s author', async () => {
    const source = memorySource({
      'one.md': 'Title: Throwing\nAuthor: Ann Potter\n\nText.\n',
      'two.md': 'Title: Trimming\nAuthor: Ann  Potter\n\nText.\n',
    });
    const model = await buildBookModel(
      source,
      { files: ['one.md', 'two.md'], formats: {} },
      { bookName: 'ann/pots' },
    );
    expect(model.divisions.map((d) => byline(d.html))).toEqual([undefined, undefined]);
  });
});
