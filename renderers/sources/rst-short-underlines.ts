import type MarkdownIt from 'markdown-it';
import { pandocUnescaped, type SphinxEnv } from './sphinx-directives';

/** On a paragraph that is an rST title whose underline pandoc found too short: the warning said what to do. */
export const SHORT_UNDERLINE = 'data-octavo-short-underline';

/** A title, then a run of four or more of one adornment character ending the paragraph. */
const UNDERLINED = /^([^]*?\S)\s+(([!-/:-@[-`{-~])\3{3,})$/;

/**
 * A title whose underline is shorter than it (`Map, Filter and Reduce` over twelve dashes, as Intermediate Python
 * writes several): docutils reads it as a title, with a warning, but pandoc as a paragraph ending in dashes, which
 * the book printed as text, the chapter untitled. The author is told to lengthen the underline in the rST and
 * convert the file again; the paragraph is marked, so the book does not also warn of text before the file's title.
 */
export const rstShortUnderlines = (md: MarkdownIt.MarkdownIt): void => {
  md.core.ruler.after('block', 'rst_short_underlines', (state) => {
    const env = state.env as SphinxEnv;
    if (env.sphinx !== true) return;
    state.tokens.forEach((token, index) => {
      const inline = state.tokens[index + 1];
      if (token.type !== 'paragraph_open' || inline?.type !== 'inline' || !token.map) return;
      const found = UNDERLINED.exec(pandocUnescaped(inline.content));
      if (!found) return;
      const title = found[1]!.replace(/\s+/g, ' ');
      const underline = found[2]!.length;
      if (title.length > 120 || underline >= title.length) return;
      token.attrSet(SHORT_UNDERLINE, '');
      (env.mystNotes ??= []).push({
        line: token.map[1],
        subject: `"${title}"`,
        text:
          `is a title whose underline (${underline} "${found[3]!}") is shorter than its ${title.length} ` +
          'characters: Sphinx reads it as a title, pandoc as text, so the book prints it as a paragraph and its chapter ' +
          'has no title; lengthen the underline in the .rst file this file was converted from to the length of ' +
          'the title and convert the file again',
      });
    });
  });
};
