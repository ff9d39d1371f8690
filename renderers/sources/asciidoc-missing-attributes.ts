import { BookWarning, warning } from '../warnings';
import { insideVerbatimBlock } from './asciidoc-delimiters';

/** Asciidoctor's messages (with `attribute-missing: warn`) for a reference to an attribute nobody defined. */
const MISSING_REFERENCE = /^skipping reference to missing attribute: (.+)$/;
const DROPPED_LINE = /^dropping line containing reference to missing attribute: (.+)$/;
const DROPPED_INCLUDE = /^include dropped because resolved target is blank: include::(.*)\[.*\]$/;

/** What a Makefile's asciidoctor command (-a), the Maven and Gradle plugins and Antora hand a document from outside. */
const WHERE_THEY_COME_FROM =
  "the book's build tool may set it (an -a name=value option of the asciidoctor command in a Makefile or " +
  "script, the Asciidoctor Maven or Gradle plugin's attributes, Antora's playbook)";

/** A file Asciidoctor read for one listed file: its lines as read, numbered from `firstLine`. */
export interface ReadFile {
  file: string;
  lines: readonly string[];
  firstLine: number;
}

/** The attribute a message of Asciidoctor's says is missing, or undefined for any other message. */
export function missingAttributeOf(message: string): string | undefined {
  return (MISSING_REFERENCE.exec(message) ?? DROPPED_LINE.exec(message))?.[1];
}

/** The message says a line was dropped for the missing attribute (a document's `:attribute-missing: drop-line`). */
export function dropsLine(message: string): boolean {
  return DROPPED_LINE.test(message);
}

/** The attributes an include's target names, when Asciidoctor dropped the include because they are all missing. */
export function attributesOfDroppedInclude(message: string): string[] | undefined {
  const target = DROPPED_INCLUDE.exec(message)?.[1];
  return target === undefined ? undefined : [...target.matchAll(/\{([\w-]+)\}/g)].map((m) => m[1]);
}

/** Advice for an include Asciidoctor dropped because its target is made of attributes nobody defined. */
export function droppedIncludeAdvice(names: string[]): string {
  const list = names.map((name) => `{${name}}`).join(', ');
  const first = names[0] ?? 'name';
  return (
    `: ${list} ${names.length > 1 ? 'are' : 'is'} not defined where the include is read, so nothing is ` +
    `included; ${WHERE_THEY_COME_FROM}. Define it in the document header (:${first}: path/to/file.adoc), or ` +
    'add opts=optional to the include if the book is complete without it'
  );
}

/**
 * One warning an attribute: Asciidoctor prints `{name}` as written wherever it is referenced and not defined, and
 * says so without a line. The line given is the first reference, read in order, where no entry above has set it
 * (or an entry has unset it) in text Asciidoctor substitutes (a listing's `{name}` is printed as written whatever is
 * defined), else the first anywhere. An attribute written only as a shell or template variable (`${IMAGE}`), Ruby's
 * interpolation (`#{vm_name}`), a URI template's part (`GET /{id}`), Git's revision syntax (`@{u}`, `main^{tree}`)
 * or a count (`[0-9]{2}`, `%c{1}`, `{0}`) is left alone: printed as written is what its author meant. So is one the
 * book never `prints` (an entry's value, `:figure-caption: Figure {chapter}.`, in an appendix of no figures), unless
 * `linesDropped` names it: those lines are gone.
 */
export function missingAttributeWarnings(
  missing: Map<string, number>,
  read: readonly ReadFile[],
  prints: (name: string) => boolean,
  linesDropped: ReadonlySet<string>,
): BookWarning[] {
  const warnings: BookWarning[] = [];
  for (const [name, count] of missing) {
    if (!linesDropped.has(name) && !prints(name)) continue;
    const references = referencesTo(name, read);
    const meant = references.filter((reference) => reference.meantAsAttribute);
    if (references.length > 0 && meant.length === 0) continue;
    const unset = meant.filter((reference) => reference.unset);
    const where =
      unset.find((reference) => !reference.verbatim) ??
      meant.find((reference) => !reference.verbatim) ??
      meant[0];
    // Asciidoctor names it in lower case; the author looks for it as written.
    const written = where?.written ?? name;
    const times = count > 1 ? ` (${count} references)` : '';
    const skipped = conditionalDefinition(name, read);
    const setOnlyIf = !skipped
      ? ''
      : skipped.count === 1
        ? `; the book sets it only inside ${skipped.directive} (${skipped.file}:${skipped.line}), a condition ` +
          'that does not hold here'
        : `; the book sets it only inside conditionals that do not hold here (the first: ${skipped.directive}, ` +
          `${skipped.file}:${skipped.line})`;
    warnings.push(
      warning(
        'asciidoc',
        where ?? read[0]?.file,
        `attribute {${written}} is not defined, so it is printed as written${times}${setOnlyIf}; ` +
          `${WHERE_THEY_COME_FROM}. ` +
          `Define it in the document header (:${written}: value), or, if the braces are meant as text, write ` +
          `\\{${written}}`,
        `{${written}}`,
      ),
    );
  }
  return warnings;
}

/**
 * A name of digits only: a regular expression's repetition (`[0-9]{2}`), a log pattern's precision (`%c{1}`), a
 * message format's argument (`{0}`). Asciidoctor allows such an attribute name; books never define one.
 */
const COUNT = /^\d+$/;

/**
 * An attribute entry (`:docs-url: https://example.org/{docs-version}`): a reference in its value is AsciiDoc's, even
 * after a `/` (elsewhere, `GET /{id}` is a URI template's part).
 */
const ATTRIBUTE_ENTRY = /^:\w[\w-]*!?:/;

/** A preprocessor conditional that opens a block (`ifdef::name[]`, `ifeval::[…]`), and its end. */
const OPENS_CONDITIONAL = /^(?:ifdef|ifndef)::\S+\[\]$|^ifeval::\[.+\]$/;
const ENDS_CONDITIONAL = /^endif::\S*\[\]$/;

interface ConditionalDefinition {
  file: string;
  line: number;
  /** The innermost conditional around the entry, as written. */
  directive: string;
  /** How many entries set it, each inside a conditional. */
  count: number;
}

/**
 * Where the book sets an attribute that is missing anyway, when every entry setting it sits inside a conditional
 * (`ifeval::["{build_type}" == "archive"]` around `:docs_version: 2.0`): the condition did not hold, often because
 * the build tool passes the attribute it tests. Undefined when an entry stands outside any conditional.
 */
function conditionalDefinition(name: string, read: readonly ReadFile[]): ConditionalDefinition | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const entry = new RegExp(`^:${escaped}:(?:\\s|$)`, 'i');
  let first: ConditionalDefinition | undefined;
  for (const { file, lines, firstLine } of read) {
    const open: string[] = [];
    for (const [index, text] of lines.entries()) {
      if (OPENS_CONDITIONAL.test(text)) open.push(text);
      else if (ENDS_CONDITIONAL.test(text)) open.pop();
      else if (entry.test(text)) {
        if (open.length === 0) return undefined;
        first ??= { file, line: firstLine + index, directive: open[open.length - 1]!, count: 0 };
        first.count++;
      }
    }
  }
  return first;
}

interface Reference {
  file: string;
  line: number;
  /** The name as written there (`nodeId`; Asciidoctor names it `nodeid`). */
  written: string;
  /** Inside a listing or literal block. */
  verbatim: boolean;
  /** Not `${name}`, `/{name}`, `@{name}`, `^{name}`, `#{name}` nor `{2}`: another language's placeholders, counts. */
  meantAsAttribute: boolean;
  /** No entry read before it sets the attribute, or the last one unsets it (`:chapter!:`). */
  unset: boolean;
}

/**
 * The characters that make `{name}` another language's syntax: a shell or template variable (`${IMAGE}`), a URI
 * template's part (`/{id}`), Git's revision syntax (`@{upstream}`, `HEAD@{2}`, `main^{tree}`), PowerShell's `@{…}`.
 */
const OTHER_SYNTAX_BEFORE = new Set(['$', '/', '@', '^']);

/**
 * Whether a reference's braces are another language's: a character of OTHER_SYNTAX_BEFORE before them, or Ruby's
 * and CoffeeScript's string interpolation, `#{name}` (the CloudForms book's `#{vm_name}$n{3}`, a VM name template);
 * `#{name}#` is AsciiDoc's highlighting around a reference, which is meant (`"#{a}#{b}"` is two interpolations).
 */
function otherSyntax(before: string, after: string): boolean {
  return OTHER_SYNTAX_BEFORE.has(before) || (before === '#' && !/^#(?!\{)/.test(after));
}

/**
 * Every line referencing the attribute (names are case-insensitive: `{IMAGE}` is `image`), the files in the order
 * they were read. An entry inside a conditional may not have been read: it leaves the attribute as it was.
 */
function referencesTo(name: string, read: readonly ReadFile[]): Reference[] {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(^|.)\\{(${escaped})\\}(?=(.{0,2}))`, 'gi');
  const entry = new RegExp(`^:(!?)${escaped}(!?):(?:\\s|$)`, 'i');
  const references: Reference[] = [];
  let set = false;
  for (const { file, lines, firstLine } of read) {
    let conditionals = 0;
    lines.forEach((text, index) => {
      if (OPENS_CONDITIONAL.test(text)) conditionals++;
      else if (ENDS_CONDITIONAL.test(text)) conditionals = Math.max(0, conditionals - 1);
      const setting = entry.exec(text);
      if (setting && conditionals === 0) set = !setting[1] && !setting[2];
      const matches = [...text.matchAll(pattern)];
      if (matches.length === 0) return;
      references.push({
        file,
        line: firstLine + index,
        written: matches[0]![2]!,
        verbatim: insideVerbatimBlock(lines, index),
        meantAsAttribute:
          !COUNT.test(name) &&
          (ATTRIBUTE_ENTRY.test(text) ||
            matches.some((match) => !otherSyntax(match[1] ?? '', match[3] ?? ''))),
        unset: !set,
      });
    });
  }
  return references;
}
