import { highlightJs } from './highlighter';

/**
 * Names books give a listing's language that highlight.js knows under another name. They come from the
 * highlighters the books were written for: Pygments (Atlas, Sphinx, pandoc's `--highlight-style` users) and Rouge
 * (Asciidoctor); Études for ClojureScript declares 96 listings `clojurescript`. Only languages whose syntax is the
 * one highlight.js highlights are mapped: ClojureScript is Clojure, a MySQL query is SQL; Sass's indented syntax
 * is not SCSS and stays plain.
 */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  clojurescript: 'clojure',
  cljs: 'clojure',
  'shell-session': 'shell',
  'sh-session': 'shell',
  shellsession: 'shell',
  python3: 'python',
  py3: 'python',
  ipython: 'python',
  ipython3: 'python',
  node: 'javascript',
  nodejs: 'javascript',
  jsonld: 'json',
  'json-ld': 'json',
  cfg: 'ini',
  dosini: 'ini',
  mysql: 'sql',
  psql: 'sql',
  postgres: 'sql',
  postgresql: 'sql',
  plpgsql: 'pgsql',
  sqlite3: 'sql',
  tsql: 'sql',
  'transact-sql': 'sql',
  plsql: 'sql',
  iex: 'elixir',
  'objective-c': 'objectivec',
  php3: 'php',
  php4: 'php',
  php5: 'php',
  rconsole: 'r',
  rout: 'r',
  splus: 'r',
  jl: 'julia',
  octave: 'matlab',
  viml: 'vim',
  'common-lisp': 'lisp',
  cl: 'lisp',
  elisp: 'lisp',
  'emacs-lisp': 'lisp',
  racket: 'scheme',
  rkt: 'scheme',
  nasm: 'x86asm',
  jproperties: 'properties',
  'docker-compose': 'yaml',
  cucumber: 'gherkin',
};

/** The highlight.js language for a listing's declared language, or undefined when it has none (stays plain). */
export function highlightLanguage(declared: string): string | undefined {
  const name = declared.trim().toLowerCase();
  if (highlightJs().getLanguage(name)) return name;
  const other = OTHER_NAMES[name];
  return other !== undefined && highlightJs().getLanguage(other) ? other : undefined;
}

/**
 * Whether a listing's declared language is one code is written in: not none, not plain text, not a name no
 * highlighter knows (mdlearn's 28 listings of Persian prose are declared `rtl`, a class its style sheet sets right to
 * left).
 */
export function namesProgrammingLanguage(declared: string | undefined): boolean {
  const language = declared === undefined ? undefined : highlightLanguage(declared);
  return language !== undefined && highlightJs().getLanguage(language)?.name !== 'Plain text';
}
