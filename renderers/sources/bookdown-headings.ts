import type MarkdownIt from 'markdown-it';
import { UNNUMBERED_PART_MARK } from './asciidoc-htmlbook';
import { linesOutsideListings } from './lines-outside-listings';

type Token = MarkdownIt.Token;

/** `# (PART) Foundations {-}`, `# (PART\*) Unnumbered {-}`: bookdown's part heading. */
const PART = /^\(PART\\?\*?\)[ \t]*/;
/** `# (PART\*) Introduction {-}`: a part bookdown prints without a number (LaTeX's `\part*`), counting no number. */
const UNNUMBERED_PART = /^\(PART\\?\*\)/;
/** `# (APPENDIX) Appendix {-}`: bookdown's line after which the chapters are appendixes. */
const APPENDIX = /^\(APPENDIX\)/;

/**
 * bookdown's special headings. `# (PART) Foundations {-}` opens a part titled "Foundations", holding the chapters
 * after it (`# (PART\*) …` one bookdown prints with no number); `# (APPENDIX) Appendix {-}` prints nothing and makes
 * the chapters after it appendixes, lettered. Read as plain Markdown each was a chapter titled "(PART) …" with
 * nothing in it, numbered among the chapters.
 */
export const bookdownHeadings = (divisionType: string) => (md: MarkdownIt.MarkdownIt) => {
  // Before leanpub_parts, which opens a part at each heading of class part.
  md.core.ruler.before('leanpub_parts', 'bookdown_headings', (state) => {
    const tokens = state.tokens;
    for (let at = 0; at < tokens.length; at++) {
      const heading = tokens[at]!;
      const inline = tokens[at + 1];
      if (heading.type !== 'heading_open' || heading.tag !== 'h1' || inline?.type !== 'inline') continue;
      if (PART.test(inline.content)) {
        if (UNNUMBERED_PART.test(inline.content)) heading.attrSet(UNNUMBERED_PART_MARK, '');
        // A part is not a chapter to leave unnumbered: bookdown's `{-}` on it says only that.
        inline.content = inline.content.replace(PART, '').replace(/[ \t]*\{(?:-|\.unnumbered)\}[ \t]*$/, '');
        heading.attrJoin('class', 'part');
      } else if (APPENDIX.test(inline.content)) {
        tokens.splice(at, 3);
        nextChapterHeading(tokens, at)?.attrSet(divisionType, 'appendix');
        at--;
      }
    }
  });
};

function nextChapterHeading(tokens: Token[], from: number): Token | undefined {
  return tokens.slice(from).find((token) => token.type === 'heading_open' && token.tag === 'h1');
}

/** `# (APPENDIX) Appendix {-}` as a line of Markdown. */
const APPENDIX_LINE = /^#[ \t]+\(APPENDIX\)/;

/**
 * Whether a Markdown text holds bookdown's `# (APPENDIX)` heading outside its listings: the chapters after it are
 * appendixes, in the files after it too (bookdown books often keep the line alone in `appendix.Rmd`).
 */
export function hasBookdownAppendixLine(text: string): boolean {
  return linesOutsideListings(text).some(({ line }) => APPENDIX_LINE.test(line));
}
