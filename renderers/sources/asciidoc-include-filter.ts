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
  return { lines: kept, firstLine: firstLine || 1, missingTags: [] };
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
  const stack: [string, boolean][] = [];
  const found = new Set<string>();
  const kept: string[] = [];
  let firstLine = 0;
  lines.forEach((line, index) => {
    const directive = line.includes('::') && line.includes('[]') ? TAG_DIRECTIVE.exec(line) : null;
    if (directive) {
      const [, isEnd, name] = directive;
      if (isEnd) {
        if (name === activeTag) {
          stack.pop();
          [activeTag, select] = stack.length ? stack[stack.length - 1] : [undefined, baseSelect];
        }
      } else if (remaining.has(name)) {
        found.add(name);
        select = remaining.get(name)!;
        activeTag = name;
        stack.push([name, select]);
      } else if (wildcard !== undefined) {
        select = activeTag !== undefined && !select ? false : wildcard;
        activeTag = name;
        stack.push([name, select]);
      }
      return;
    }
    if (select) {
      if (firstLine === 0) firstLine = index + 1;
      kept.push(line);
    }
  });
  const missingTags = [...remaining.keys()].filter((name) => !found.has(name));
  return { lines: kept, firstLine: firstLine || 1, missingTags };
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
