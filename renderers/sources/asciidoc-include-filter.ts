/**
 * The `lines=` and `tag=`/`tags=` filters of an AsciiDoc include, as Asciidoctor applies them
 * (Asciidoctor only filters files it reads itself; Octavo reads includes from the repository).
 */
export interface FilteredInclude {
  lines: string[];
  /** 1-based line number of the first kept line in the included file. */
  firstLine: number;
  /** Tags asked for that the file does not have. */
  missingTags: string[];
  /**
   * What Asciidoctor reports about the tags asked for, each with its line in the included file: an end that closes
   * no open tag of that name, an end that closes another than the last opened, a tag never ended.
   */
  tagProblems: TagProblem[];
}

export interface TagProblem {
  kind: 'unexpected-end' | 'mismatched-end' | 'unclosed';
  tag: string;
  /** 1-based line in the included file. */
  line: number;
  /** For a mismatched end: the tag that was open. */
  expected?: string;
  /** For an unexpected end: the line that ended the tag before, if one did. */
  endedAt?: number;
}

const TAG_DIRECTIVE = /\b(?:tag|(e)nd)::(\S+?)\[\](?=$|[ \r])/;

export function filterByLines(lines: string[], spec: string): FilteredInclude {
  const wanted = new Set<number>();
  let openEnded = Infinity;
  for (const part of spec.split(/[;,]/).map((p) => p.trim().replace(/^"|"$/g, ''))) {
    if (!part) continue;
    const range = /^(-?\d+)\.\.(-?\d*)$/.exec(part);
    if (range) {
      const from = Number(range[1]);
      const to = range[2] === '' || Number(range[2]) < 0 ? Infinity : Number(range[2]);
      if (to === Infinity) openEnded = Math.min(openEnded, from);
      else for (let n = from; n <= to; n++) wanted.add(n);
    } else if (/^\d+$/.test(part)) wanted.add(Number(part));
  }
  const kept: string[] = [];
  let firstLine = 0;
  lines.forEach((line, index) => {
    const number = index + 1;
    if (wanted.has(number) || number >= openEnded) {
      if (firstLine === 0) firstLine = number;
      kept.push(line);
    }
  });
  return { lines: kept, firstLine: firstLine || 1, missingTags: [], tagProblems: [] };
}

/** `tags` maps a tag name (or the wildcards `*`, `**`) to whether its lines are selected. */
export function filterByTags(lines: string[], tags: Map<string, boolean>): FilteredInclude {
  const remaining = new Map(tags);
  let wildcard: boolean | undefined;
  let baseSelect: boolean;
  if (remaining.has('**')) {
    baseSelect = remaining.get('**')!;
    remaining.delete('**');
    wildcard = remaining.get('*');
    remaining.delete('*');
  } else {
    baseSelect = ![...remaining.values()].includes(true);
    wildcard = remaining.get('*');
    remaining.delete('*');
  }
  let select = baseSelect;
  let activeTag: string | undefined;
  const stack: [string, boolean, number][] = [];
  const tagProblems: TagProblem[] = [];
  const endedAt = new Map<string, number>();
  const found = new Set<string>();
  const kept: string[] = [];
  let firstLine = 0;
  lines.forEach((line, index) => {
    const directive = line.includes('::') && line.includes('[]') ? TAG_DIRECTIVE.exec(line) : null;
    if (directive) {
      const [, isEnd, name] = directive;
      if (isEnd) {
        if (name === activeTag) {
          endedAt.set(name, index + 1);
          stack.pop();
          [activeTag, select] = stack.length ? stack[stack.length - 1] : [undefined, baseSelect];
        } else if (remaining.has(name)) {
          // As Asciidoctor: an end of a tag asked for that is open further down is closed there; otherwise ignored.
          const at = stack.map(([open]) => open).lastIndexOf(name);
          const before = endedAt.get(name);
          if (at === -1) {
            tagProblems.push({
              kind: 'unexpected-end',
              tag: name,
              line: index + 1,
              ...(before === undefined ? {} : { endedAt: before }),
            });
          } else {
            endedAt.set(name, index + 1);
            stack.splice(at, 1);
            tagProblems.push({ kind: 'mismatched-end', tag: name, line: index + 1, expected: activeTag });
          }
        }
      } else if (remaining.has(name)) {
        found.add(name);
        select = remaining.get(name)!;
        activeTag = name;
        stack.push([name, select, index + 1]);
      } else if (wildcard !== undefined) {
        select = activeTag !== undefined && !select ? false : wildcard;
        activeTag = name;
        stack.push([name, select, index + 1]);
      }
      return;
    }
    if (select) {
      if (firstLine === 0) firstLine = index + 1;
      kept.push(line);
    }
  });
  const missingTags = [...remaining.keys()].filter((name) => !found.has(name));
  for (const [tag, , line] of stack) tagProblems.push({ kind: 'unclosed', tag, line });
  return { lines: kept, firstLine: firstLine || 1, missingTags, tagProblems };
}

/** `tag=a` / `tags=a;!b;*` → the map filterByTags takes; null when the attributes name no tags. */
export function tagSelection(attributes: Record<string, unknown>): Map<string, boolean> | null {
  const single = attributes.tag;
  const list = attributes.tags;
  const spec = typeof single === 'string' ? single : typeof list === 'string' ? list : undefined;
  if (spec === undefined) return null;
  const tags = new Map<string, boolean>();
  for (const raw of spec.split(/[;,]/).map((t) => t.trim())) {
    if (!raw || raw === '!') continue;
    if (raw.startsWith('!')) tags.set(raw.slice(1), false);
    else tags.set(raw, true);
  }
  return tags.size ? tags : null;
}

/** A tag problem as the author reads it in the build log, at the include: where in the included file, and what to do. */
export function tagProblemText(problem: TagProblem, path: string): string {
  const at = `${path}:${problem.line}`;
  switch (problem.kind) {
    case 'unexpected-end':
      return problem.endedAt === undefined
        ? `${at} ends tag ${problem.tag}, which is not open there: ignored; remove that end::${problem.tag}[] line, ` +
            `or begin the tag above it`
        : `${at} ends tag ${problem.tag} again (line ${problem.endedAt} ended it): the include stops at line ` +
            `${problem.endedAt}; remove whichever end::${problem.tag}[] line is not meant`;
    case 'mismatched-end':
      return (
        `${at} ends tag ${problem.tag} while tag ${problem.expected} begun inside it is still open; ` +
        `end ${problem.expected} first`
      );
    case 'unclosed':
      return (
        `${at} begins tag ${problem.tag}, which is never ended: the include runs to the end of the file; ` +
        `add end::${problem.tag}[] where it should stop`
      );
  }
}
