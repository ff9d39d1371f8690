import type MarkdownIt from 'markdown-it';

/** Elements that make a block of their own: opened in a sentence and never closed, they break the page's structure. */
const BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'head',
  'header',
  'html',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

const TAG = /^<(\/?)([A-Za-z][A-Za-z0-9]*)\b[^>]*?(\/?)>$/;

/**
 * "Imagine a list (<ul> or <ol>) whose <li>'s …": block tags named in a sentence, opened and never closed there.
 * CommonMark passes them through as HTML, so the paragraph was cut at the tag, an empty list opened with the rest of
 * the sentence as its text (invalid XHTML in the EPUB) and the tag's name vanished. Such a tag is printed as
 * written, as MarkAPL and Leanpub print it; a block tag closed in the same paragraph stays HTML.
 */
function printUnclosedBlockTags(state: MarkdownIt.StateCore): void {
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    const tags = block.children.map((child) =>
      child.type === 'html_inline' ? TAG.exec(child.content) : null,
    );
    block.children.forEach((child, index) => {
      const tag = tags[index];
      if (!tag || tag[3] === '/' || !BLOCK_ELEMENTS.has(tag[2]!.toLowerCase())) return;
      const name = tag[2]!.toLowerCase();
      const closing = tag[1] === '/';
      const partner = closing
        ? tags.slice(0, index).some((other) => other && other[1] === '' && other[2]!.toLowerCase() === name)
        : tags
            .slice(index + 1)
            .some((other) => other && other[1] === '/' && other[2]!.toLowerCase() === name);
      if (partner) return;
      child.type = 'text';
    });
  }
}

export const proseBlockTags = (md: MarkdownIt.MarkdownIt): void => {
  md.core.ruler.after('inline', 'prose_block_tags', printUnclosedBlockTags);
};
