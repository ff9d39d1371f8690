import { load, YAMLException } from 'js-yaml';

/** A Markdown file's text with its YAML front matter (Jekyll, Hugo, GitBook, pandoc) taken apart. */
export interface FrontMatterSplit {
  /** The Markdown after the front matter, with blank lines where it was, so every line keeps its number. */
  body: string;
  /** `title:` from the front matter: the page's title, which those tools print above the page. */
  title?: string;
  /** Front matter that is not valid YAML: left out all the same; where and why, for a warning. */
  error?: { line: number; reason: string };
}

/** `---` on the first line, up to a line of `---` or `...`: how every tool that reads front matter delimits it. */
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?=\r?\n|$)/;

/** A first line such as `title: …` or `layout:`: the block was meant as front matter, not as a rule and a heading. */
const KEY_LINE = /^\s*[\w-]+[ \t]*:/;

export function splitFrontMatter(text: string): FrontMatterSplit {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { body: text };
  const yaml = match[1];
  const firstLine = yaml.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  if (!KEY_LINE.test(firstLine)) return { body: text };
  const body = match[0].replace(/[^\r\n]+/g, '') + text.slice(match[0].length);
  let data: unknown;
  try {
    data = load(yaml);
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    // The mark counts lines from 0 within the YAML, which starts on the file's second line.
    return { body, error: { line: error.mark.line + 2, reason: error.reason } };
  }
  const title = isRecord(data) ? data.title : undefined;
  if (typeof title === 'string' && title.trim() !== '') return { body, title: title.trim() };
  if (typeof title === 'number') return { body, title: String(title) };
  return { body };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
