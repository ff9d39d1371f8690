import { DomNode, element, ElementNode, replaceElements, text } from '../dom/html-dom';

/**
 * Operators read with space around them (`a = b`, `x + 1`), as a typeset formula would show them.
 * Prefix and postfix uses (`−x`, `n!`) stay tight.
 */
const SPACED_OPERATORS = new Set([...'=+−-×÷<>≤≥≠≈≡∼≅∝±∓·⋅∗∘∈∉∋⊂⊃⊆⊇∪∩∧∨→←↔⇒⇐⇔↦≔∣∖'.split(''), 'mod']);
/** Accents over a symbol, as the combining character that puts them there in plain text. */
const ACCENTS: Record<string, string> = {
  '^': '\u0302',
  ˆ: '\u0302',
  '\u0302': '\u0302',
  '~': '\u0303',
  '˜': '\u0303',
  '\u0303': '\u0303',
  '¯': '\u0304',
  '‾': '\u0304',
  '\u0304': '\u0304',
  '→': '\u20d7',
  '\u20d7': '\u20d7',
  '˙': '\u0307',
  '.': '\u0307',
  '¨': '\u0308',
};
const TOKENS = new Set(['mi', 'mn', 'mo', 'mtext', 'ms']);

/**
 * MathML as HTML text for readers that cannot draw MathML (Kindle's MOBI formats drop it or show its
 * raw text): letters in italics, scripts as `<sup>`/`<sub>`, fractions as `a/(b + c)`, roots as
 * `√(…)`, matrices as small tables. Display math becomes a centred block. Never as good as the
 * typeset formula, but every symbol is there and reads in order.
 */
export function mathAsHtml(math: ElementNode): ElementNode {
  const display = math.attrs.get('display') === 'block';
  return element(
    display ? 'div' : 'span',
    { class: display ? 'math-text math-display' : 'math-text' },
    linear(math),
  );
}

/** Replaces every `<math>` in a tree with its text form; answers how many there were. */
export function replaceMathWithText(nodes: DomNode[]): { nodes: DomNode[]; count: number } {
  let count = 0;
  const replaced = replaceElements(nodes, (el) => {
    if (el.name !== 'math') return undefined;
    count++;
    return [mathAsHtml(el)];
  });
  return { nodes: replaced, count };
}

function elementsOf(el: ElementNode): ElementNode[] {
  return el.children.filter((c): c is ElementNode => c.type === 'element');
}

function tokenText(el: ElementNode): string {
  return el.children
    .map((c) => (c.type === 'text' ? c.value : tokenText(c)))
    .join('')
    .trim();
}

function linear(el: ElementNode): DomNode[] {
  const kids = elementsOf(el);
  switch (el.name) {
    case 'mi': {
      const value = tokenText(el);
      const upright = el.attrs.get('mathvariant') === 'normal' || [...value].length > 1;
      return value === '' ? [] : upright ? [text(value)] : [element('i', {}, [text(value)])];
    }
    case 'mn':
    case 'mtext':
    case 'ms':
      return [text(tokenText(el).replace(/\s+/g, ' '))];
    case 'mo': {
      const value = tokenText(el);
      if (!SPACED_OPERATORS.has(value) || el.attrs.get('form') === 'prefix') {
        return [text(value === 'mod' ? ' mod ' : value)];
      }
      return [text(value === ',' ? ', ' : ` ${value} `)];
    }
    case 'mspace': {
      const width = parseFloat(el.attrs.get('width') ?? '0');
      return width > 0 ? [text(' ')] : [];
    }
    case 'mphantom':
    case 'annotation':
    case 'annotation-xml':
    case 'none':
    case 'mprescripts':
      return [];
    case 'semantics':
      return kids[0] ? linear(kids[0]) : [];
    case 'msup':
      return [...linear(kids[0] ?? el), element('sup', {}, script(kids[1]))];
    case 'msub':
      return [...linear(kids[0] ?? el), element('sub', {}, script(kids[1]))];
    case 'msubsup':
      return [
        ...linear(kids[0] ?? el),
        element('sub', {}, script(kids[1])),
        element('sup', {}, script(kids[2])),
      ];
    case 'munder':
      return [...linear(kids[0] ?? el), element('sub', {}, script(kids[1]))];
    case 'mover': {
      const over = kids[1] ? tokenText(kids[1]) : '';
      const accent = ACCENTS[over];
      if (accent) return [...grouped(kids[0]), text(accent)];
      return [...linear(kids[0] ?? el), element('sup', {}, script(kids[1]))];
    }
    case 'munderover':
      return [
        ...linear(kids[0] ?? el),
        element('sub', {}, script(kids[1])),
        element('sup', {}, script(kids[2])),
      ];
    case 'mfrac':
      return [...grouped(kids[0]), text('/'), ...grouped(kids[1])];
    case 'msqrt':
      return [text('√'), ...groupedContent(el)];
    case 'mroot':
      return [element('sup', {}, script(kids[1])), text('√'), ...grouped(kids[0])];
    case 'mfenced': {
      const separator = el.attrs.get('separators')?.trim().charAt(0) ?? ',';
      const inner = kids.flatMap((kid, i) => [...(i > 0 ? [text(`${separator} `)] : []), ...linear(kid)]);
      return [text(el.attrs.get('open') ?? '('), ...inner, text(el.attrs.get('close') ?? ')')];
    }
    case 'mtable':
      return [
        element(
          'table',
          { class: 'math-table' },
          kids.map((row) =>
            element(
              'tr',
              {},
              elementsOf(row).map((cell) => element('td', {}, linear(cell))),
            ),
          ),
        ),
      ];
    default:
      // math, mrow, mstyle, mpadded, menclose, merror, maction, mtd …: their content in order.
      return kids.flatMap(linear);
  }
}

function script(el: ElementNode | undefined): DomNode[] {
  return el ? linear(el) : [];
}

/** A fraction's part or a root's radicand: bare when it is one symbol, in parentheses otherwise. */
function grouped(el: ElementNode | undefined): DomNode[] {
  if (!el) return [];
  const nodes = linear(el);
  return isAtom(el) ? nodes : [text('('), ...nodes, text(')')];
}

function groupedContent(el: ElementNode): DomNode[] {
  const kids = elementsOf(el);
  if (kids.length === 1) return grouped(kids[0]);
  return [text('('), ...kids.flatMap(linear), text(')')];
}

function isAtom(el: ElementNode): boolean {
  if (TOKENS.has(el.name)) return true;
  const kids = elementsOf(el);
  if (el.name === 'mrow' && kids.length === 1) return isAtom(kids[0]);
  return el.name === 'msup' || el.name === 'msub' || el.name === 'msqrt';
}
