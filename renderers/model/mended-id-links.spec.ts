import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';

/** Mobile and Web Messaging's way: every figure's cross-reference written href="img_…", Atlas's text the id. */
const figure = (id: string) =>
  `<figure id="${id}"><img src="${id}.png" alt="A ${id}"/><figcaption>${id}</figcaption></figure>`;
const xref = (id: string) => `<a data-type="xref" href="${id}">${id}</a>`;

describe('links that name an id of the book without "#", or whose text is the id', () => {
  it('are one warning a file, at the first, with the other lines and the fix; a file with one keeps its own', async () => {
    const source = memorySource({
      'ch01.html': [
        '<section data-type="chapter" id="ch01"><h1>Brokers</h1>',
        `<p>See ${xref('img_broker')}.</p>`,
        `<p>And ${xref('img_queue')}, ${xref('img_topic')}.</p>`,
        figure('img_broker'),
        figure('img_queue'),
        figure('img_topic'),
        `<section data-type="sect1" id="queues"><h2>Queues</h2><p>Back in ${xref('img_broker')}.</p></section>`,
        '</section>',
      ].join('\n'),
      'ch02.html': `<section data-type="chapter"><h1>Clients</h1>\n<p>As in ${xref('queues')}.</p></section>`,
      'img_broker.png': Buffer.from('x'),
      'img_queue.png': Buffer.from('x'),
      'img_topic.png': Buffer.from('x'),
    });
    const model = await buildBookModel(
      source,
      { files: ['ch01.html', 'ch02.html'], formats: {} },
      { bookName: 'x' },
    );
    expect(model.warnings.filter((w) => w.kind === 'link-mended').map(formatWarning)).toEqual([
      'ch01.html:2: 4 links name an id of the book as if it were a file, without "#": the first, img_broker, here, ' +
        "the others at lines 3 (2 there) and 7; each is linked to the element with that id. Write each one's id " +
        'with "#" (for the first, write href="#img_broker")',
      'ch02.html:2: link queues names no file, but the book has an element with the id queues: linked to it; ' +
        'write href="#queues"',
    ]);
    expect(model.divisions[1]!.html).toMatch(/<a [^>]*href="#queues"[^>]*>.*Queues/);
  });

  it("give a link whose text is its id (or #id) Atlas's generated text, as an xref's; one with its own words keeps them", async () => {
    const source = memorySource({
      'ch01.html':
        '<section data-type="chapter" id="ch01"><h1>Brokers</h1>\n' +
        '<section data-type="sect1" id="admin_console"><h2>Admin Console</h2><p>Text.</p></section></section>',
      'ch02.html':
        '<section data-type="chapter"><h1>Clients</h1>\n<p>In <a href="admin_console">admin_console</a>, and ' +
        'in <a href="admin_console">the console</a>; see <a href="#admin_console">#admin_console</a>.</p></section>',
    });
    const model = await buildBookModel(
      source,
      { files: ['ch01.html', 'ch02.html'], formats: {} },
      { bookName: 'x' },
    );
    const links = [...model.divisions[1]!.html.matchAll(/<a [^>]*href="#admin_console"[^>]*>(.*?)<\/a>/g)];
    expect(links.map((link) => link[1]!.replace(/<[^>]+>/g, ''))).toEqual([
      expect.stringContaining('Admin Console'),
      'the console',
      expect.stringContaining('Admin Console'),
    ]);
  });
});
