import { BookWarning } from '../warnings';

/**
 * The warnings less the echoes of one mistake: a warning about text that another warning of the same line says is
 * printed as written, inside it (Litecoin's `and:[<a data-type="xref" …>…</a>]`, a `pass:` missing its name, was
 * warned of as an unknown macro, then as `#…#` marks printed, then as HTMLBook markup written as text). The text
 * a warning is about is its subject, or what its words begin with, up to " is ". Each comes back without the mark.
 */
export function withoutEchoes(warnings: readonly BookWarning[]): BookWarning[] {
  const printed = new Map<string, string[]>();
  for (const { file, line, printedAsWritten } of warnings) {
    if (printedAsWritten === undefined || file === undefined || line === undefined) continue;
    const at = `${file}:${line}`;
    printed.set(at, [...(printed.get(at) ?? []), printedAsWritten]);
  }
  return warnings.flatMap(({ printedAsWritten, ...warning }) => {
    const around = printed.get(`${warning.file}:${warning.line}`);
    if (printedAsWritten !== undefined || !around) return [warning];
    const about = warning.subject ?? warning.text.split(' is ')[0]!;
    return about.trim().length > 1 && around.some((text) => text.includes(about)) ? [] : [warning];
  });
}

/**
 * The warnings less those of cross-references to what another warning says is missing (`unmade`: the tables of
 * unrun code cells), each without that mark: the author learns once why the references have no target.
 */
export function withoutUnmadeTargets(warnings: readonly BookWarning[]): BookWarning[] {
  return withoutExplained(
    warnings,
    'unmade',
    (warning, unmade) =>
      warning.kind === 'xref-unresolved' &&
      warning.subject?.startsWith('#') === true &&
      unmade.has(warning.subject.slice(1)),
  );
}

/**
 * The warnings less those that an index range is never closed when another warning says a block left open hides
 * its end mark (`hidesRangeEnds`: the Lift Cookbook's unterminated comment), each without that mark: the author
 * is told the one cause, at the block, rather than to close a range that is closed.
 */
export function withoutHiddenRangeEnds(warnings: readonly BookWarning[]): BookWarning[] {
  return withoutExplained(
    warnings,
    'hidesRangeEnds',
    (warning, hidden) =>
      warning.kind === 'index-term' &&
      warning.subject !== undefined &&
      hidden.has(warning.subject) &&
      NEVER_CLOSED.test(warning.text),
  );
}

/**
 * The warnings less those another warning explains (the ids it names under `mark`), each without that mark, which
 * is for this step only.
 */
function withoutExplained(
  warnings: readonly BookWarning[],
  mark: 'unmade' | 'hidesRangeEnds',
  explained: (warning: BookWarning, named: ReadonlySet<string>) => boolean,
): BookWarning[] {
  const named = new Set(warnings.flatMap((warning) => warning[mark] ?? []));
  return warnings.flatMap((marked) => {
    const { [mark]: _said, ...warning } = marked;
    return explained(warning, named) ? [] : [warning];
  });
}

/** The index's warning of a range opened and never closed (IndexTermCollector.finish). */
const NEVER_CLOSED = /^index range .* is opened here and never closed\b/;
