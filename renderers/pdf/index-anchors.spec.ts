import { firstElement, parseHtml, serializeHtml } from '../dom/html-dom';
import { anchorIndexTermsInWords } from './index-anchors';

const placed = (html: string) => {
  const root = firstElement(parseHtml(html))!;
  anchorIndexTermsInWords(root);
  return serializeHtml([root]);
};
const ix = (id: string) => `<a data-type="indexterm" data-primary="${id}" id="${id}"></a>`;
const moved = (id: string) =>
  `<a data-type="indexterm" data-primary="${id}" id="${id}" class="octavo-ix-in-word"></a>`;

describe('anchorIndexTermsInWords', () => {
  it('moves an anchor one character into the word after it', () => {
    expect(placed(`<p>Code. ${ix('a')}Standard calls.</p>`)).toBe(
      `<p>Code. S${moved('a')}tandard calls.</p>`,
    );
  });

  it('moves an anchor before a one-letter word into the word after it, not to that letter’s end', () => {
    expect(placed(`<p>a cursor in ${ix('a')}a traditional database.</p>`)).toBe(
      `<p>a cursor in a t${moved('a')}raditional database.</p>`,
    );
    expect(placed(`<p>so ${ix('a')}a I know.</p>`)).toBe(`<p>so a I k${moved('a')}now.</p>`);
    expect(placed(`<p>in ${ix('a')}a.</p>`)).toBe(`<p>in a${moved('a')}.</p>`);
  });

  it('moves an anchor after a one-letter word into the word before it, not to that letter’s start (Building Tools with GitHub)', () => {
    expect(placed(`<p>We then create a${ix('a')} <code>describe</code></p>`)).toBe(
      `<p>We then creat${moved('a')}e a <code>describe</code></p>`,
    );
    expect(placed(`<p>a${ix('a')} <code>x</code></p>`)).toBe(`<p>${moved('a')}a <code>x</code></p>`);
  });

  it('keeps consecutive anchors together, inside the next word', () => {
    expect(placed(`<p>time. ${ix('a')}${ix('b')}Casper is</p>`)).toBe(
      `<p>time. C${moved('a')}${moved('b')}asper is</p>`,
    );
  });

  it('moves an anchor that ends a word into that word, by a whole character', () => {
    expect(placed(`<p>Die Größe${ix('a')} zählt</p>`)).toBe(`<p>Die Größ${moved('a')}e zählt</p>`);
    expect(placed(`<p>x e\u0301${ix('a')} y</p>`)).toBe(`<p>x ${moved('a')}e\u0301 y</p>`);
  });

  it('leaves an anchor with no word beside it, and keeps an anchor’s own classes', () => {
    expect(placed(`<p>end. ${ix('a')} <em>x</em></p>`)).toBe(`<p>end. ${ix('a')} <em>x</em></p>`);
    expect(placed(`<p><a data-type="indexterm" class="k" id="a"></a>Word</p>`)).toBe(
      '<p>W<a data-type="indexterm" class="k octavo-ix-in-word" id="a"></a>ord</p>',
    );
  });

  it('moves anchors that end a paragraph after a space into its last word', () => {
    expect(placed(`<p>Like an <code>if</code> statement:\n${ix('a')}${ix('b')}${ix('c')}</p>`)).toBe(
      `<p>Like an <code>if</code> statement${moved('a')}${moved('b')}${moved('c')}:\n</p>`,
    );
    expect(placed(`<p><em>${ix('a')}</em></p>`)).toBe(`<p><em>${ix('a')}</em></p>`);
  });

  it('moves anchors that end a block after a space into its last word (continuous-enterprise-development ch. 11)', () => {
    // `WildFly.(((…))) (((…)))(((…)))`: a line the sentence filled left the three after the space alone on the next,
    // where Chromium recorded no place for them; the index printed their ranges as one page, with a warning.
    expect(placed(`<p>with WildFly.${ix('a')} ${ix('b')}${ix('c')}</p>`)).toBe(
      `<p>with WildFly${moved('a')}${moved('b')}${moved('c')}. </p>`,
    );
    expect(placed(`<p>as <em>shown</em>. ${ix('a')}\n</p>`)).toBe(
      `<p>as <em>shown</em>${moved('a')}. \n</p>`,
    );
    expect(placed(`<p>see <code>x</code> ${ix('a')}</p>`)).toBe(`<p>see <code>x</code> ${ix('a')}</p>`);
  });

  it('moves anchors that open a block, spaces between them, into its first word (continuous-enterprise-development ch. 7)', () => {
    // `(((…)))(((…))) (((…)))We've`: the space after the first anchors printed, indenting the paragraph by one.
    expect(placed(`<p>${ix('a')}${ix('b')} ${ix('c')}We've seen</p>`)).toBe(
      `<p>W${moved('a')}${moved('b')}${moved('c')}e've seen</p>`,
    );
    expect(placed(`<p>\n${ix('a')} Text</p>`)).toBe(`<p>T${moved('a')}ext</p>`);
    expect(placed(`<p>${ix('a')} <em>x</em></p>`)).toBe(`<p>${ix('a')}<em>x</em></p>`);
    // A listing's white space is its code's.
    expect(placed(`<pre>${ix('a')}    indented ${ix('b')}\n</pre>`)).toBe(
      `<pre>${ix('a')}    indented ${ix('b')}\n</pre>`,
    );
  });

  // Pro Git's Japanese translation: "マージします。(((git commands, pull)))おそらく…", its anchor moved to お|そらく,
  // where a Japanese line may break, and lost there.
  it('puts an anchor in Chinese or Japanese text where no line breaks, or leaves it with its pixel of room', () => {
    expect(placed(`<p>マージします。${ix('a')}おそらく</p>`)).toBe(
      `<p>マージします${moved('a')}。おそらく</p>`,
    );
    expect(placed(`<p>内容を${ix('a')}現在のブランチ</p>`)).toBe(`<p>内容を${ix('a')}現在のブランチ</p>`);
    expect(placed(`<p>合并。${ix('a')}${ix('b')} Git 会</p>`)).toBe(
      `<p>合并${moved('a')}${moved('b')}。 Git 会</p>`,
    );
    // Latin text beside it is set as before.
    expect(placed(`<p>使う ${ix('a')}Git commands.</p>`)).toBe(`<p>使う G${moved('a')}it commands.</p>`);
  });

  it('works at any depth and leaves anchors with text alone', () => {
    expect(placed(`<div><ul><li><p>${ix('a')}Deep</p></li></ul></div>`)).toBe(
      `<div><ul><li><p>D${moved('a')}eep</p></li></ul></div>`,
    );
    const withText = '<p><a data-type="indexterm" id="a">term</a>Word</p>';
    expect(placed(withText)).toBe(withText);
  });
});
