/** An `ifeval::[…]` directive line, as Asciidoctor matches it (no target, an expression in the brackets). */
const IFEVAL_LINE = /^ifeval::\[(.+)\]$/;
/** An ifeval expression: two operands around one comparison, as Asciidoctor splits it. */
const EXPRESSION = /^(.+?) *([=!><]=|[><]) *(.+)$/;
const BOOLEAN = /^(?:true|false)$/;
const QUOTED = /^(?:"[^"]*"|'[^']*')$/;

/**
 * Ruby Asciidoctor, the book's own tool, compares a boolean with anything else by equality: `{flag} != false`
 * with `flag` unset is `nil != false`, true, so the block is kept (the usual way a template says "unless turned
 * off"). Asciidoctor.js 4 refuses to compare a boolean with a non-boolean and skips the block, whatever the
 * operator, so such a note or section silently disappears. Against a literal `true` or `false`, quoting both
 * operands gives Ruby's answer for every value the other side can take: they are equal exactly when it reads
 * `true` or `false` itself. Other comparisons are left as written.
 */
export function ifevalAsRubyReadsIt(lines: string[]): string[] {
  let changed: string[] | undefined;
  for (const [index, line] of lines.entries()) {
    if (!line.startsWith('ifeval::[')) continue;
    const rewritten = rewrite(line);
    if (rewritten === line) continue;
    changed ??= [...lines];
    changed[index] = rewritten;
  }
  return changed ?? lines;
}

function rewrite(line: string): string {
  const directive = IFEVAL_LINE.exec(line);
  const expression = directive && EXPRESSION.exec(directive[1]!.trim());
  if (!expression) return line;
  const [, left, operator, right] = expression as unknown as [string, string, string, string];
  if (operator !== '==' && operator !== '!=') return line;
  const leftBoolean = BOOLEAN.test(left);
  const rightBoolean = BOOLEAN.test(right);
  // Two literals, or a quoted operand (never a boolean): Asciidoctor.js already answers as Ruby does.
  if (leftBoolean === rightBoolean || QUOTED.test(leftBoolean ? right : left)) return line;
  // An operand with a double quote of its own cannot be quoted without changing what it reads.
  if (left.includes('"') || right.includes('"')) return line;
  return `ifeval::["${left}" ${operator} "${right}"]`;
}
