import { parseHtml, serializeHtml } from '../dom/html-dom';
import { BookWarning, formatWarning } from '../warnings';
import { embeddedFramesAsLinks } from './embedded-frames';

function convert(html: string): { html: string; warnings: string[] } {
  const warnings: BookWarning[] = [];
  const nodes = embeddedFramesAsLinks(parseHtml(html, { locate: { file: 'ch.html' } }), 'ch.html', warnings);
  return { html: serializeHtml(nodes), warnings: warnings.map(formatWarning) };
}

describe('an embedded frame beside a link to what it shows', () => {
  it('is left out with the box that held it when the paragraph before links to the same video', () => {
    const { html, warnings } = convert(
      '<section>\n<p>The kettle, filmed: <a href="https://youtu.be/kEtTl3-b0il">watch it</a></p>\n' +
        '<div class="video-box"><iframe src="https://www.youtube.com/embed//kEtTl3-b0il"></iframe></div>\n' +
        '<p>It whistles.</p>\n</section>',
    );
    expect(html).toBe(
      '<section>\n<p>The kettle, filmed: <a href="https://youtu.be/kEtTl3-b0il">watch it</a></p>\n\n' +
        '<p>It whistles.</p>\n</section>',
    );
    expect(warnings).toEqual([
      'ch.html:3: <iframe> embedding https://www.youtube.com/embed//kEtTl3-b0il cannot be shown in a book (it would ' +
        'load a web page); it is left out, as the link beside it already leads there',
    ]);
  });

  it('is left out when a link in the same paragraph, before or after it, leads to the same address', () => {
    const { html, warnings } = convert(
      '<p><iframe src="//player.vimeo.com/video/76979871"></iframe> (<a href="https://vimeo.com/76979871">on ' +
        'Vimeo</a>)</p>\n<p><a href="http://example.org/board/">The board</a>: ' +
        '<iframe src="https://example.org/board"></iframe></p>',
    );
    expect(html).toBe(
      '<p> (<a href="https://vimeo.com/76979871">on Vimeo</a>)</p>\n' +
        '<p><a href="http://example.org/board/">The board</a>: </p>',
    );
    expect(warnings.map((text) => text.replace(/ cannot .*/, ''))).toEqual([
      'ch.html:1: <iframe> embedding https://player.vimeo.com/video/76979871',
      'ch.html:2: <iframe> embedding https://example.org/board',
    ]);
  });

  it('is still printed as a link, with a warning, when the link beside it leads to another video', () => {
    const { html, warnings } = convert(
      '<p>See <a href="https://youtu.be/aaaaaaaaaaa">the first take</a>.</p>\n' +
        '<iframe src="https://www.youtube.com/embed/bbbbbbbbbbb"></iframe>',
    );
    expect(html).toContain(
      '<p><a href="https://www.youtube.com/watch?v=bbbbbbbbbbb" class="embedded-frame">' +
        'https://www.youtube.com/watch?v=bbbbbbbbbbb</a></p>',
    );
    expect(warnings).toEqual([
      'ch.html:2: <iframe> embedding https://www.youtube.com/embed/bbbbbbbbbbb cannot be shown in a book (it ' +
        "would load a web page); it is printed as a link to the video's page, " +
        'https://www.youtube.com/watch?v=bbbbbbbbbbb. Write a sentence and a link (or a screenshot) there to say ' +
        'what it shows',
    ]);
  });

  it('looks only at the content next to it, not at a link further away', () => {
    const { html } = convert(
      '<p><a href="https://youtu.be/ccccccccccc">The video</a></p>\n<p>Another paragraph.</p>\n' +
        '<iframe src="https://www.youtube.com/embed/ccccccccccc"></iframe>',
    );
    expect(html).toContain('class="embedded-frame"');
  });
});

describe("a video site's embedded player", () => {
  it("is printed as a link to the video's page, where it starts, not to the bare player", () => {
    const { html, warnings } = convert(
      '<iframe src="https://www.youtube-nocookie.com/embed//dddddddddd1?start=42&amp;rel=0"></iframe>\n' +
        '<iframe title="Pouring, slowly" src="//player.vimeo.com/video/123456?h=ab"></iframe>',
    );
    expect(html).toBe(
      '<p><a href="https://www.youtube.com/watch?v=dddddddddd1&amp;t=42s" class="embedded-frame">' +
        'https://www.youtube.com/watch?v=dddddddddd1&amp;t=42s</a></p>\n' +
        '<p><a href="https://vimeo.com/123456" class="embedded-frame">Pouring, slowly</a></p>',
    );
    expect(warnings).toEqual([
      'ch.html:1: <iframe> embedding https://www.youtube-nocookie.com/embed//dddddddddd1?start=42&rel=0 cannot be ' +
        "shown in a book (it would load a web page); it is printed as a link to the video's page, " +
        'https://www.youtube.com/watch?v=dddddddddd1&t=42s. Write a sentence and a link (or a screenshot) there ' +
        'to say what it shows',
      'ch.html:2: <iframe> embedding https://player.vimeo.com/video/123456?h=ab cannot be shown in a book (it ' +
        "would load a web page); it is printed as a link to the video's page, https://vimeo.com/123456. Write a " +
        'sentence and a link (or a screenshot) there to say what it shows',
    ]);
  });
});

describe("a file's many embedded frames", () => {
  const video = (id: string) =>
    `<p>Watch <a href="https://youtu.be/${id}">the demo</a>:</p>\n<iframe src="https://www.youtube.com/embed/${id}"></iframe>\n`;

  it('are told in one warning a treatment from four alike, with every line; three stay apart', () => {
    const ids = ['aaaaaaaaaa1', 'aaaaaaaaaa2', 'aaaaaaaaaa3', 'aaaaaaaaaa4', 'aaaaaaaaaa5'];
    const players = ['x1', 'x2', 'x3'].map(
      (name) => `<video src="https://cdn.example.org/${name}.mp4"></video>\n`,
    );
    const { html, warnings } = convert(ids.map(video).join('') + players.join(''));
    expect(html).not.toContain('<iframe');
    expect(warnings).toEqual([
      'ch.html:2: 5 <iframe> elements embedding web pages cannot be shown in a book (they would load web pages): ' +
        'the first, https://www.youtube.com/embed/aaaaaaaaaa1, here, the others at lines 4, 6, 8 and 10; each is ' +
        'left out, as the link beside it already leads there',
      ...[11, 12, 13].map(
        (line, i) =>
          `ch.html:${line}: <video> playing https://cdn.example.org/x${i + 1}.mp4 is not fetched (rendering never ` +
          'uses the network); it is printed as a link to that address. To play the video in the book, put a copy ' +
          'of it in the repository and point at that',
      ),
    ]);
  });

  it('keep their order among the other warnings, and a group counts what it stands for', () => {
    const warnings: BookWarning[] = [];
    const frames = ['b1', 'b2', 'b3', 'b4'].map((n) => `<iframe src="https://example.org/${n}"></iframe>\n`);
    embeddedFramesAsLinks(
      parseHtml(`<video src="https://cdn.example.org/first.mp4"></video>\n${frames.join('')}`, {
        locate: { file: 'ch.html' },
      }),
      'ch.html',
      warnings,
    );
    expect(warnings.map((w) => [w.line, w.count ?? 1, w.text.split(' ').slice(0, 3).join(' ')])).toEqual([
      [1, 1, '<video> playing https://cdn.example.org/first.mp4'],
      [2, 4, '4 <iframe> elements'],
    ]);
    expect(warnings[1]!.text).toContain('each is printed as a link to what it shows');
  });
});
