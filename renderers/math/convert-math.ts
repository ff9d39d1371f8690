import {
  DomNode,
  element,
  ElementNode,
  firstElement,
  hasClass,
  isHeading,
  parseHtml,
  text,
  textContent,
  walkElements,
} from '../dom/html-dom';
import { BookWarning, warning } from '../warnings';
import { findMathSpans, stripInnerDelimiters } from './find-math';
import { offsetOfExpression, lineAt } from './source-line';
import type { SourceLocation } from '../warnings';
import { MATHML_NAMESPACE, MathNotation, toMathml } from './to-mathml';
import { toMathml3 } from './mathml3';
import { definesMacros, macrosAfter, TexMacros } from './tex-macros';

/** The source file a tree came from, to find where a bad expression was written. */
export interface MathSource {
  file: string;
  /** The file's text as the author wrote it. */
  sourceText: string;
  format: 'htmlbook' | 'markdown' | 'asciidoc' | 'docbook';
  /** TeX macros the book's configuration defines (Jupyter Book's MathJax macros). */
  macros?: TexMacros;
  /** An AsciiDoc document that sets `:stem:`: its HTML loads MathJax, which reads `\[…\]` in any text as math. */
  stem?: boolean;
  /**
   * Equation environments print no number (an explicit `\tag` still does): an AsciiDoc document without `:eqnums:`,
   * whose MathJax Asciidoctor sets to number nothing; an MkDocs book whose MathJax sets no `tags`.
   */
  unnumbered?: boolean;
  /** The page's tool numbers equations by chapter: their numbers are marked for the book to renumber. */
  chapterEquations?: boolean;
}

/** The environments LaTeX numbers, each with a starred form that numbers nothing. */
const NUMBERED_ENVIRONMENT = /\\(begin|end)\{(equation|align|alignat|gather|multline|flalign|eqnarray)\}/g;

/** Text in these is shown as written, whatever it looks like. */
const VERBATIM = new Set(['code', 'pre', 'kbd', 'samp', 'tt', 'script', 'style', 'textarea', 'xmp', 'svg']);
const NOTATION_NAMES: Record<MathNotation, string> = { latex: 'LaTeX', asciimath: 'AsciiMath' };
const SUBJECT_LENGTH = 60;
/**
 * Deeper formulas are refused: the book's sources are already held under 200 levels so that
 * Calibre's XML parser (256 at most) can read them, and a formula sits inside a few of those.
 */
export const MAX_MATHML_DEPTH = 48;

/**
 * Turns the book's math into MathML at build time, so no output needs a script to show it:
 * `\(…\)`/`\[…\]` in text (Asciidoctor's `latexmath`/`stem`, HTMLBook), `\$…\$` (Asciidoctor's
 * AsciiMath), `$$…$$` (HTMLBook), `data-type="tex"` elements and TeX-only `data-type="equation"`
 * blocks. `<math>` already in a source gets the MathML namespace. Text inside code is never touched.
 * An expression that cannot be converted stays readable as `<code class="math-error">` and is
 * reported with its file and line.
 */
export function convertMath(nodes: DomNode[], source: MathSource, warnings: BookWarning[]): DomNode[] {
  const pass = new MathPass(source, warnings);
  unprefixMathml(nodes);
  const converted = pass.convert(nodes, false);
  walkElements(converted, (el, ancestors) => {
    if (el.name.toLowerCase() !== 'math' || ancestors.some((a) => a.name === 'math')) return;
    normalizeMath(el);
    const parent = ancestors[ancestors.length - 1];
    if (parent && isEquationDivision(parent) && !el.attrs.has('display') && holdsOnlyMath(parent, el)) {
      el.attrs.set('display', 'block');
    }
  });
  return converted;
}

class MathPass {
  /** Where the last bad expression was found in the source, so repeats are found in order. */
  private cursor = 0;
  /** AMS equation numbers written so far in this file. */
  private equations = 0;
  /** The nearest located element around the text being converted (an included file's block, say). */
  private where: SourceLocation | undefined;
  /**
   * The macros known so far: the book's, then those the file's formulas define (`\newcommand` …), which MathJax
   * keeps for the rest of the page the author saw.
   */
  private macros: TexMacros;

  constructor(
    private readonly source: MathSource,
    private readonly warnings: BookWarning[],
  ) {
    this.macros = source.macros ?? {};
  }

  convert(nodes: DomNode[], inStemBlock: boolean): DomNode[] {
    const out: DomNode[] = [];
    for (const node of nodes) {
      if (node.type === 'text') {
        out.push(...this.convertText(node.value, inStemBlock));
        continue;
      }
      const name = node.name.toLowerCase();
      if (name === 'math' || VERBATIM.has(name)) {
        out.push(node);
        continue;
      }
      const outer = this.where;
      if (node.loc) this.where = node.loc;
      const dataType = node.attrs.get('data-type');
      if (dataType === 'tex') {
        this.convertTexElement(node);
      } else if (
        dataType === 'equation' &&
        this.source.format !== 'docbook' &&
        isBareTexEquation(node, this.source.format)
      ) {
        this.convertBareEquation(node);
      } else {
        node.children = this.convert(node.children, inStemBlock || hasClass(node, 'stemblock'));
      }
      this.where = outer;
      out.push(node);
    }
    return out;
  }

  private convertText(value: string, inStemBlock: boolean): DomNode[] {
    // DocBook has no TeX delimiters: its math is its equations' MathML and TeX alternatives. The Bash Guide for
    // Beginners writes a regular expression's group as <quote>\(</quote> and <quote>\)</quote>, which is text.
    if (this.source.format === 'docbook') return [text(value)];
    const spans = findMathSpans(value, this.delimiters(inStemBlock));
    if (spans.length === 0) return [text(value)];
    const out: DomNode[] = [];
    let pos = 0;
    for (const span of spans) {
      if (span.start > pos) out.push(text(value.slice(pos, span.start)));
      // A stem block holds one displayed expression, whatever its delimiters.
      const display = span.display || inStemBlock;
      out.push(this.mathNode(span.notation, span.body, display, span.written));
      pos = span.end;
    }
    if (pos < value.length) out.push(text(value.slice(pos)));
    return out;
  }

  /** `<span data-type="tex">` (inline) or a block with `data-type="tex"` (display): its text is TeX. */
  private convertTexElement(el: ElementNode): void {
    if (firstMath(el)) return;
    const written = textContent(el);
    if (written.trim() === '') return;
    const [span] = findMathSpans(written.trim(), { doubleDollar: true });
    const whole = span && span.start === 0 && span.end === written.trim().length ? span : undefined;
    const display = whole ? whole.display : el.name !== 'span';
    const body = whole ? whole.body : stripInnerDelimiters(written);
    el.children = [this.mathNode('latex', body, display, written)];
  }

  /**
   * `<div data-type="equation">` holding TeX without delimiters (after an optional title): a displayed formula. One
   * written in a `<span>` stands in its sentence ("Vector: <span data-type="equation">\vec{v}</span>", as KaTeX
   * plugins of HTML books read it), and is printed there.
   */
  private convertBareEquation(el: ElementNode): void {
    const written = el.children
      .filter((c) => c.type === 'text')
      .map((c) => (c.type === 'text' ? c.value : ''))
      .join('');
    const math = this.mathNode('latex', stripInnerDelimiters(written), el.name !== 'span', written);
    const titles = el.children.filter((c) => c.type === 'element');
    el.children = [...titles, math];
  }

  private mathNode(notation: MathNotation, expression: string, display: boolean, written: string): DomNode {
    const body =
      notation === 'latex' && this.source.unnumbered
        ? expression.replace(NUMBERED_ENVIRONMENT, '\\$1{$2*}')
        : expression;
    let result = toMathml(notation, body, display, this.macros);
    // `align`, `\tag`, `CD` … exist only in display math; written inline, they are meant as a display.
    if (!result.ok && !display && /only in display mode/.test(result.error)) {
      result = toMathml(notation, body, true, this.macros);
    }
    let error = result.ok ? 'the converter produced no MathML' : result.error;
    if (result.ok) {
      if (notation === 'latex' && definesMacros(body))
        this.macros = macrosAfter(body, this.macros) ?? this.macros;
      const math = firstElement(parseHtml(result.mathml));
      // A formula that only defines macros shows nothing, as in MathJax: no empty line where it was written.
      if (math && !showsAnything(math)) return text('');
      if (math && depthOf(math) <= MAX_MATHML_DEPTH) {
        toMathml3(math, () => ++this.equations, this.source.chapterEquations === true);
        markConverted(math);
        return math;
      }
      if (math) error = `it nests more than ${MAX_MATHML_DEPTH} levels deep`;
    }
    const shown = body.trim();
    const subject = shown.length > SUBJECT_LENGTH ? `${shown.slice(0, SUBJECT_LENGTH - 1)}…` : shown;
    // A command the converter lacks may well be one MathJax, which the author saw the page with, knows.
    const unknown = /^Unsupported function name: (\\\S+)$/.exec(error)?.[1];
    const environment = /^No such environment: (\S+)$/.exec(error)?.[1];
    this.warnings.push(
      warning(
        'math',
        this.locationOf(written),
        unknown
          ? `${NOTATION_NAMES[notation]} math \`${subject}\` could not be converted: ${unknown} is not a command ` +
              "Octavo's math converter (Temml) supports; it is printed as code: write it with commands Temml " +
              'supports, or define it with \\newcommand'
          : environment
            ? `${NOTATION_NAMES[notation]} math \`${subject}\` could not be converted: ${environment} is not an ` +
              "environment Octavo's math converter (Temml) supports; it is printed as code: write it with an " +
              'environment Temml supports (align, aligned, gather, array, cases, matrix)'
            : `${NOTATION_NAMES[notation]} math \`${subject}\` could not be converted (${error}); ` +
              'it is printed as code: correct the expression',
        subject,
      ),
    );
    return element('code', { class: 'math-error' }, [text(shown)]);
  }

  /** The expression's own line in the listed file, else the block it sits in (which may be in an include). */
  private locationOf(written: string): SourceLocation {
    const line = this.lineOf(written);
    if (line !== undefined) return { file: this.source.file, line };
    return this.where ?? { file: this.source.file };
  }

  private lineOf(written: string): number | undefined {
    const { sourceText } = this.source;
    const offset =
      offsetOfExpression(sourceText, written, this.cursor) ?? offsetOfExpression(sourceText, written, 0);
    if (offset === undefined) return undefined;
    this.cursor = offset + 1;
    return lineAt(sourceText, offset);
  }

  private delimiters(inStemBlock: boolean) {
    const { format, stem } = this.source;
    return {
      asciimath: format === 'asciidoc',
      doubleDollar: format === 'htmlbook',
      displayTex: format !== 'asciidoc' || inStemBlock || stem === true,
    };
  }
}

/**
 * The class on MathML this pass wrote (Temml's), for the stylesheet's line breaking (math-style.ts): MathML a source
 * brought keeps the browser's own MathML layout and with it the operators' spacing.
 */
export const CONVERTED_MATH_CLASS = 'tml';

function markConverted(math: ElementNode): void {
  const classes = (math.attrs.get('class') ?? '').split(/\s+/).filter(Boolean);
  if (!classes.includes(CONVERTED_MATH_CLASS))
    math.attrs.set('class', [CONVERTED_MATH_CLASS, ...classes].join(' '));
}

/** HTMLBook's displayed equation: `<div data-type="equation">` (a `<span>` one stands in its sentence). */
function isEquationDivision(el: ElementNode): boolean {
  return el.name.toLowerCase() === 'div' && el.attrs.get('data-type') === 'equation';
}

/** Whether `math` is all an equation division shows besides its title: MathML written without `display="block"`. */
function holdsOnlyMath(division: ElementNode, math: ElementNode): boolean {
  return division.children.every(
    (child) =>
      child === math ||
      (child.type === 'text' && child.value.trim() === '') ||
      (child.type === 'element' && (isHeading(child) || child.name === 'caption')),
  );
}

/** Whether MathML has anything to show: an element other than its wrappers and the TeX kept as annotation. */
function showsAnything(math: ElementNode): boolean {
  const wrappers = new Set(['math', 'semantics', 'mrow', 'annotation']);
  let found = false;
  walkElements([math], (el, ancestors) => {
    const name = el.name.toLowerCase();
    if (!wrappers.has(name) && !ancestors.some((a) => a.name.toLowerCase() === 'annotation')) found = true;
  });
  return found;
}

/** A TeX equation without delimiters: only text (and a title heading), no element of its own. */
function isBareTexEquation(el: ElementNode, format: MathSource['format']): boolean {
  let hasText = false;
  for (const child of el.children) {
    if (child.type === 'element') {
      if (!isHeading(child) && child.name !== 'caption') return false;
      continue;
    }
    if (child.value.trim() === '') continue;
    if (findMathSpans(child.value, { asciimath: format === 'asciidoc', doubleDollar: true }).length > 0) {
      return false;
    }
    hasText = true;
  }
  return hasText;
}

function depthOf(el: ElementNode): number {
  let deepest = 0;
  walkElements([el], (_node, ancestors) => {
    deepest = Math.max(deepest, ancestors.length + 1);
  });
  return deepest;
}

function firstMath(el: ElementNode): ElementNode | undefined {
  let found: ElementNode | undefined;
  walkElements([el], (node) => {
    if (!found && node.name.toLowerCase() === 'math') found = node;
  });
  return found;
}

/**
 * MathML as it must appear in XHTML and HTML: a lowercase `<math>` in the MathML namespace. Prefix
 * declarations go (the content is unprefixed), and so does `altimg`, an image nobody collected.
 * MathML 1's `mode="display"` is today's `display="block"`.
 */
function normalizeMath(math: ElementNode): void {
  math.name = 'math';
  for (const name of [...math.attrs.keys()]) {
    const lower = name.toLowerCase();
    if (
      lower === 'xmlns' ||
      lower.startsWith('xmlns:') ||
      lower === 'altimg' ||
      lower.startsWith('altimg-')
    ) {
      math.attrs.delete(name);
    }
  }
  if (math.attrs.get('mode') === 'display' && !math.attrs.has('display')) math.attrs.set('display', 'block');
  math.attrs.delete('mode');
  const attrs = new Map([['xmlns', MATHML_NAMESPACE], ...math.attrs]);
  math.attrs = attrs;
}

/**
 * XHTML sources may write MathML with a prefix (`<m:math xmlns:m="…MathML">`); browsers and
 * e-readers reading HTML want it unprefixed. Elements under a prefixed `math` lose that prefix.
 */
function unprefixMathml(nodes: DomNode[]): void {
  walkElements(nodes, (el) => {
    const colon = el.name.indexOf(':');
    if (colon === -1 || el.name.slice(colon + 1).toLowerCase() !== 'math') return;
    const prefix = el.name.slice(0, colon + 1);
    const strip = (node: ElementNode) => {
      if (node.name.startsWith(prefix)) node.name = node.name.slice(prefix.length);
      for (const child of node.children) if (child.type === 'element') strip(child);
    };
    strip(el);
  });
}
