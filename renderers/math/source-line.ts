import { escapeAttribute, escapeText } from '../dom/html-dom';

/**
 * The 1-based line of `sourceText` where `expression` was written, or undefined when it cannot be
 * found. The converted tree carries no line numbers, so the expression is looked up as the author
 * may have typed it: as is, with `<`/`&` escaped (HTML sources), with `]` escaped (inside an
 * AsciiDoc `latexmath:[…]`), and with any run of whitespace matching any other (a display block
 * spread over lines). `after` skips matches before that offset, so repeated expressions get their
 * own lines when looked up in order.
 */
export function lineOfExpression(sourceText: string, expression: string, after = 0): number | undefined {
  const offset = offsetOfExpression(sourceText, expression, after);
  return offset === undefined ? undefined : lineAt(sourceText, offset);
}

export function offsetOfExpression(sourceText: string, expression: string, after = 0): number | undefined {
  const trimmed = expression.trim();
  if (trimmed === '') return undefined;
  const variants = [
    ...new Set([trimmed, escapeText(trimmed), escapeAttribute(trimmed), trimmed.replace(/\]/g, '\\]')]),
  ];
  for (const variant of variants) {
    const at = sourceText.indexOf(variant, after);
    if (at !== -1) return at;
  }
  for (const variant of variants) {
    const pattern = variant
      .split(/\s+/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+');
    const match = new RegExp(pattern, 'g');
    match.lastIndex = after;
    const found = match.exec(sourceText);
    if (found) return found.index;
  }
  return undefined;
}

export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
