import type MarkdownIt from 'markdown-it';
import { mathEnvironmentFormula } from './markdown-dollar-math';
import type { MystEnv } from './myst-directives';

type Token = MarkdownIt.Token;

/** ```` ```{=html} ````: pandoc's raw block (`raw_attribute`), for the one output format it names. */
const RAW_BLOCK_FORMAT = /^\{=([A-Za-z][\w+-]*)\}$/;
/** `` `<br>`{=html} ``: the same, inline, right after a code span. */
const RAW_INLINE_FORMAT = /^\{=([A-Za-z][\w+-]*)\}/;

/** The formats whose raw text pandoc's HTML and EPUB writers print: the book's pages are HTML in every format. */
const HTML_FORMATS = new Set(['html', 'html4', 'html5', 'epub', 'epub2', 'epub3']);
/** TeX, whose math environments pandoc's HTML shows as displayed math (as MathJax reads them). */
const TEX_FORMATS = new Set(['tex', 'latex']);

/** LaTeX's `\appendix`, alone: the chapters after it are appendixes, lettered. */
const LATEX_APPENDIX = /^\s*\\appendix\s*$/;

/**
 * pandoc's raw blocks and raw inlines (`raw_attribute`, on in pandoc's Markdown, R Markdown and Quarto): HTML is
 * written into the page as any raw HTML is (an author's note in an HTML comment stays unprinted); a TeX math
 * environment is displayed math, as pandoc's HTML shows it; any other format's text is left out, as pandoc leaves
 * it out of HTML, LaTeX that is not a formula with a note. Read as CommonMark a raw block was a listing in the language
 * `{=html}`: the author's private comments were printed in the book. LaTeX's `\appendix` (in a raw block, or alone
 * on its line as pandoc's `raw_tex` reads it) makes the next chapter an appendix, the `divisionType` its heading is
 * marked with, as it makes the chapters after it appendixes in pandoc's PDF.
 */
export const pandocRawBlocks = (divisionType: string) => (md: MarkdownIt.MarkdownIt) => {
  md.core.ruler.after('block', 'pandoc_raw_blocks', (state) => {
    const tokens = state.tokens;
    for (let index = 0; index < tokens.length; index++) {
      const token = tokens[index]!;
      if (isBareAppendix(tokens, index)) {
        tokens.splice(index, 3);
        nextChapterHeading(tokens, index--)?.attrSet(divisionType, 'appendix');
        continue;
      }
      if (token.type !== 'fence') continue;
      const format = RAW_BLOCK_FORMAT.exec(token.info.trim())?.[1]?.toLowerCase();
      if (format === undefined) continue;
      if (HTML_FORMATS.has(format)) {
        token.type = 'html_block';
        token.tag = '';
        continue;
      }
      if (TEX_FORMATS.has(format) && LATEX_APPENDIX.test(token.content)) {
        tokens.splice(index, 1);
        nextChapterHeading(tokens, index--)?.attrSet(divisionType, 'appendix');
        continue;
      }
      const formula = TEX_FORMATS.has(format)
        ? mathEnvironmentFormula(state.Token, token.content)
        : undefined;
      if (formula) {
        tokens.splice(index, 1, ...displayedFormula(state.Token, formula, token.map));
        index += 2;
        continue;
      }
      tokens.splice(index--, 1);
      // Text for Word or a slide deck is meant for those outputs alone; LaTeX may have been meant for the printed book.
      if (TEX_FORMATS.has(format) && token.content.trim() !== '')
        noteLeftOut(state.env as MystEnv, token, format);
    }
  });
};

/** A paragraph of its own that is only `\appendix`, as pandoc's `raw_tex` reads it: a raw LaTeX block. */
function isBareAppendix(tokens: Token[], index: number): boolean {
  const [open, inline] = [tokens[index]!, tokens[index + 1]];
  return open.type === 'paragraph_open' && open.level === 0 && LATEX_APPENDIX.test(inline?.content ?? '');
}

function nextChapterHeading(tokens: Token[], from: number): Token | undefined {
  return tokens.slice(from).find((token) => token.type === 'heading_open' && token.tag === 'h1');
}

/** A fence's opening or closing line, and the info after an opening one. */
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/**
 * Whether a Markdown text holds LaTeX's `\appendix`, in a raw LaTeX block or alone on its line outside listings:
 * the chapters after it are appendixes, in the files after it too (the RLHF book ends its references file so).
 */
export function hasLatexAppendix(text: string): boolean {
  if (!text.includes('\\appendix')) return false;
  let fence: { marker: string; latex: boolean } | undefined;
  for (const line of text.split(/\r?\n/)) {
    const opening = FENCE.exec(line);
    if (fence !== undefined) {
      const marker = opening?.[1];
      const closes =
        marker !== undefined && marker[0] === fence.marker[0] && marker.length >= fence.marker.length;
      if (closes && opening![2]!.trim() === '') fence = undefined;
      else if (fence.latex && LATEX_APPENDIX.test(line)) return true;
    } else if (opening) {
      const format = RAW_BLOCK_FORMAT.exec(opening[2]!.trim())?.[1]?.toLowerCase();
      fence = { marker: opening[1]!, latex: format !== undefined && TEX_FORMATS.has(format) };
    } else if (LATEX_APPENDIX.test(line)) return true;
  }
  return false;
}

/**
 * A code span followed by `{=format}`: its text written into the page when the format is HTML, left out otherwise.
 * True when the span was one; `following` (the text after it) then starts after the braces.
 */
export function rawInline(code: Token, following: Token): boolean {
  const found = RAW_INLINE_FORMAT.exec(following.content);
  if (!found) return false;
  following.content = following.content.slice(found[0].length);
  if (HTML_FORMATS.has(found[1]!.toLowerCase())) {
    code.type = 'html_inline';
  } else {
    code.type = 'text';
    code.content = '';
  }
  return true;
}

/** A displayed formula as a paragraph's tokens, built outside the block parser (a core rule's rewrite). */
export function displayedFormula(
  TokenType: typeof MarkdownIt.Token,
  formula: Token,
  map: Token['map'],
): Token[] {
  const open = new TokenType('paragraph_open', 'p', 1);
  open.map = map;
  open.block = true;
  const inline = new TokenType('inline', '', 0);
  inline.map = map;
  inline.content = '';
  inline.children = [formula];
  const close = new TokenType('paragraph_close', 'p', -1);
  close.block = true;
  return [open, inline, close];
}

function noteLeftOut(env: MystEnv, token: Token, format: string): void {
  (env.mystNotes ??= []).push({
    line: (token.map?.[0] ?? 0) + 1,
    subject: `{=${format}}`,
    text:
      'is raw LaTeX, which only a LaTeX build prints: it is left out, as pandoc leaves it out of HTML and EPUB ' +
      '(Octavo makes every format from HTML); to have it in the book, write what it makes in Markdown',
  });
}
