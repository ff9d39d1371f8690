import { ElementNode, parseHtml, serializeHtml } from '../dom/html-dom';
import { keepIntroductionsWithBlocks, letOpeningHeadingsGoWithFigures } from './introducing-paragraphs';

function marked(html: string): string {
  const root = parseHtml(`<section>${html}</section>`)[0] as ElementNode;
  keepIntroductionsWithBlocks(root);
  return serializeHtml([root]);
}

const WORDS = 'the kiln is loaded from the back shelf to the front one and the door is sealed';

describe('keepIntroductionsWithBlocks', () => {
  it('keeps a paragraph ending in a colon with the block after it', () => {
    expect(marked('<p>Load it like this:</p><pre>shelf 1</pre>')).toBe(
      '<section><p class="octavo-keep-with-next">Load it like this:</p><pre>shelf 1</pre></section>',
    );
  });

  it('leaves a paragraph that ends otherwise, or ends its parent, alone', () => {
    expect(marked('<p>Load it.</p><pre>shelf 1</pre><p>Then:</p>')).toBe(
      '<section><p>Load it.</p><pre>shelf 1</pre><p>Then:</p></section>',
    );
  });

  it('tells a figure it introduces how many lines the introduction takes, three at most', () => {
    expect(marked('<p>The kiln:</p><figure><img src="k.png"></figure>')).toContain(
      '<figure class="octavo-introduced-1">',
    );
    expect(marked(`<p>Then ${WORDS}:</p><figure><img src="k.png"></figure>`)).toContain(
      '<figure class="octavo-introduced-2">',
    );
    expect(marked(`<p>${WORDS.repeat(6)}:</p><figure><img src="k.png"></figure>`)).toContain(
      '<figure class="octavo-introduced-3">',
    );
  });

  it('tells Asciidoctor’s image block and a paragraph of one image too, not a listing', () => {
    expect(
      marked('<div class="paragraph"><p>The kiln:</p></div><div class="imageblock"><img src="k.png"></div>'),
    ).toContain('<div class="imageblock octavo-introduced-1">');
    expect(marked('<p>The kiln:</p><p><img src="k.png"></p>')).toContain('<p class="octavo-introduced-1">');
    expect(marked('<p>The kiln:</p><p>Shelf <img src="k.png"></p>')).not.toContain('octavo-introduced');
    expect(marked('<p>The kiln:</p><pre>shelf 1</pre>')).not.toContain('octavo-introduced');
  });
});

describe('a caption the source wrote as a paragraph above its block', () => {
  it.each([
    'TABELLE 9.1 Auflistung der standardmäßig installierten Templates',
    'Listing 16.2 – Abrufen des Benutzers im Beitragslayout',
    'Table 3. Readings of the gauge',
    'Figure A-3: The kiln from the back',
    'Tab. 4.2 Kiln loads',
    '表 2.1 窯の温度',
    'Таблица 1.2. Показания',
  ])('keeps "%s" with the block after it', (caption) => {
    expect(marked(`<p>${caption}</p><table><tr><td>1</td></tr></table>`)).toContain(
      `<p class="octavo-keep-with-next">${caption}</p>`,
    );
  });

  it('reads the label through the soft hyphens hyphenation put in', () => {
    expect(marked('<p>Lis\u00adting 12.7 An\u00adsicht der Da\u00adtei</p><p>$params = 1;</p>')).toContain(
      'class="octavo-keep-with-next"',
    );
  });

  it.each([
    [
      'prose that opens with a label',
      `Table 9.1 finden Sie eine kleine Auflistung: ${WORDS}, ${WORDS}, ${WORDS}.`,
    ],
    ['a label with no number', 'Table of kiln loads'],
    ['a word that begins with a label', 'Tablets 3 and 4 are loaded first'],
    ['a label mid-paragraph', 'See Table 9.1 for the loads'],
  ])('leaves %s alone', (_, text) => {
    expect(marked(`<p>${text}</p><table><tr><td>1</td></tr></table>`)).not.toContain('octavo-keep-with-next');
  });

  it('leaves one before a heading alone: a heading opens no block of its', () => {
    expect(marked('<p>Table 3. Readings</p><h2>Loads</h2>')).not.toContain('octavo-keep-with-next');
    expect(marked('<p>Table 3. Readings</p><div class="sect2"><h3>Loads</h3></div>')).not.toContain(
      'octavo-keep-with-next',
    );
  });
});

describe('a caption the source wrote as a paragraph under its image', () => {
  const image = '<p><span class="image"><img src="menu.png" alt="Menü"></span></p>';

  it('keeps the image with its caption, and not the caption with the prose after it', () => {
    expect(
      marked(`${image}<p>Bild 18.25 Erstellen eines neuen Menüs</p><p>Im nächsten Schritt ${WORDS}.</p>`),
    ).toBe(
      '<section><p class="octavo-keep-with-next octavo-introduced-1"><span class="image">' +
        '<img src="menu.png" alt="Menü"></span></p><p>Bild 18.25 Erstellen eines neuen Menüs</p>' +
        `<p>Im nächsten Schritt ${WORDS}.</p></section>`,
    );
  });

  it.each([
    [
      'a figure',
      '<figure><img src="k.png"></figure>',
      '<figure class="octavo-keep-with-next octavo-introduced-1">',
    ],
    [
      'an image block',
      '<div class="imageblock"><img src="k.png"></div>',
      'class="imageblock octavo-keep-with-next',
    ],
    [
      'a paragraph of one image',
      '<p><img src="k.png"></p>',
      '<p class="octavo-keep-with-next octavo-introduced-1">',
    ],
    [
      'the stand-in of an image the book lacks',
      '<p><span class="image"><span class="image-unavailable">[media/52]</span></span></p>',
      '<p class="octavo-keep-with-next octavo-introduced-1">',
    ],
    [
      'Asciidoctor’s paragraph of one image',
      '<div class="paragraph"><p><span class="image"><img src="k.png"></span></p></div>',
      '<div class="paragraph octavo-keep-with-next octavo-introduced-1">',
    ],
  ])('keeps %s with the caption under it', (_, block, opening) => {
    expect(marked(`${block}<p>Figure 2.1 The kiln from the back</p><p>${WORDS}.</p>`)).toContain(opening);
  });

  it('makes room for the lines of an introduction above and a caption under the same image, three at most', () => {
    expect(marked(`<p>The kiln:</p>${image}<p>Bild 1.1 Der Ofen</p>`)).toContain(
      '<p class="octavo-keep-with-next octavo-introduced-2">',
    );
    expect(marked(`<p>${WORDS.repeat(3)}:</p>${image}<p>Bild 1.1 ${WORDS.repeat(3)}</p>`)).toContain(
      'octavo-introduced-3',
    );
  });

  it('leaves an image alone under prose, and text beside an image is no image paragraph', () => {
    expect(marked(`${image}<p>${WORDS}.</p>`)).not.toContain('octavo-keep-with-next');
    expect(marked(`<p>See <img src="k.png"></p><p>Figure 2.1 The kiln</p><p>${WORDS}.</p>`)).toContain(
      '<section><p>See <img src="k.png"></p>',
    );
  });
});

describe('letOpeningHeadingsGoWithFigures', () => {
  const opened = (html: string) => {
    const root = parseHtml(`<section data-type="chapter">${html}</section>`)[0] as ElementNode;
    letOpeningHeadingsGoWithFigures(root);
    return serializeHtml([root]);
  };
  const figure = '<figure><img src="login.png" alt="The login page"></figure>';

  // kphis-book's general.md: "# การใช้งานทั่วไป", "## การเข้าสู่ระบบ", then the login screenshot.
  it("lets the page break between a division's title and the heading that opens on a figure", () => {
    expect(opened(`<h1>Everyday use</h1><h2>Logging in</h2>${figure}`)).toBe(
      '<section data-type="chapter"><h1 class="octavo-title-apart">Everyday use</h1>' +
        `<h2 class="octavo-heading-apart">Logging in</h2>${figure}</section>`,
    );
    // The section the heading opens (Asciidoctor's), and headings over headings.
    expect(
      opened(
        `<h1>Everyday use</h1><section data-type="sect1"><h2>Logging in</h2><h3>Name</h3>${figure}</section>`,
      ),
    ).toContain(
      '<h1 class="octavo-title-apart">Everyday use</h1><section data-type="sect1" class="octavo-heading-apart">',
    );
  });

  it('leaves the title with what follows when text comes before the figure, or no figure at all', () => {
    for (const html of [
      `<h1>Everyday use</h1><p>Open the program.</p>${figure}`,
      `<h1>Everyday use</h1><h2>Logging in</h2><p>Open the program.</p>${figure}`,
      `<h1>Everyday use</h1>${figure}`,
      `<p>No title.</p><h2>Logging in</h2>${figure}`,
    ])
      expect(opened(html)).not.toContain('apart');
  });
});
