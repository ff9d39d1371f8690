/**
 * Atlas's themes print caption labels ("Figure 3-1.", "Example 3-1.") as generated content, `figcaption::before`,
 * and a book's own stylesheet changes them there: `content: none` prints its listings' titles without a label, and
 * `content: "Figure E-" counter(FigureNumber) ". "` numbers the figures of a division Atlas leaves unnumbered, with
 * a counter the Atlas theme keeps. Octavo writes labels as text (`<span class="label">` in the caption), so neither
 * reached them: labels the book hides were printed, and a counter no rule counts read 0 under every figure.
 *
 * The rules returned, put after the book's stylesheet, carry both over: a label the book's `::before` replaces (with
 * nothing, or with a numbered label of its own) is not printed, and a counter the book shows but never counts
 * counts the elements that show it, from the start of each division, as Atlas's theme counts them.
 */
export function captionLabelRules(css: string): string {
  const plain = withoutComments(css);
  const hidden: string[] = [];
  const counted = new Map<string, string[]>();
  for (const { prelude, body } of innermostRules(plain)) {
    if (prelude.startsWith('@')) continue;
    const content = declaredContent(body);
    if (content === undefined) continue;
    const counters = [...content.matchAll(COUNTER_USE)]
      .map(([, name]) => name!)
      .filter((n) => !PAGE_COUNTERS.has(n));
    const replaced = /^(?:none|normal|""|'')$/i.test(content) || counters.length > 0;
    if (!replaced) continue;
    for (const selector of splitSelectors(prelude)) {
      const base = BEFORE_PSEUDO.exec(selector)?.[1]?.trim();
      if (!base) continue;
      hidden.push(`${base} > .label`, `${base} > p:first-child > .label`);
      // A division's title numbered by the theme counts across the book, which a print in parts cannot: left as is.
      if (DIVISION_TITLE.test(base)) continue;
      for (const name of counters) counted.set(name, [...(counted.get(name) ?? []), base]);
    }
  }
  const rules: string[] = [];
  if (hidden.length > 0) rules.push(`${hidden.join(',\n')} { display: none !important; }`);
  const reset: string[] = [];
  for (const [name, bases] of counted) {
    if (!maintains(plain, name, 'increment|set'))
      rules.push(`${bases.join(',\n')} { counter-increment: ${name}; }`);
    if (!maintains(plain, name, 'reset')) reset.push(name);
  }
  if (reset.length > 0) rules.push(`${DIVISION_ROOTS} { counter-reset: ${reset.join(' ')}; }`);
  return rules.join('\n');
}

/** Chromium's own page counters, which the page rules show. */
const PAGE_COUNTERS = new Set(['page', 'pages']);

/** `counter(name` or `counters(name` in a `content` value. */
const COUNTER_USE = /\bcounters?\(\s*([-\w]+)/g;

/** A selector for the element before its `::before` (or CSS 2's `:before`), which must end it. */
const BEFORE_PSEUDO = /^(.*?)::?before\s*$/i;

/** A selector whose subject is an `h1`, a division's title. */
const DIVISION_TITLE = /(?:^|[\s>+~])h1(?![-\w])[^\s>+~]*$/i;

/** Every division's element, in each format: sections of the book other than its sections (sect1 to sect5). */
const DIVISION_ROOTS =
  'section[data-type]:not([data-type^="sect"]):not([data-type="indexdiv"]), div[data-type="part"]';

function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, ' ');
}

/** Every rule with no block inside it, with its selector (or at-rule) and its declarations. */
function innermostRules(css: string): { prelude: string; body: string }[] {
  return [...css.matchAll(/([^{};]+)\{([^{}]*)\}/g)].map(([, prelude, body]) => ({
    prelude: prelude!.trim(),
    body: body!,
  }));
}

/** The value of the last `content` declaration, without `!important`. */
function declaredContent(body: string): string | undefined {
  const values = [...body.matchAll(/(?:^|;)\s*content\s*:\s*((?:"[^"]*"|'[^']*'|[^;"'])*)/gi)];
  const last = values.at(-1)?.[1];
  return last?.replace(/!\s*important\s*$/i, '').trim();
}

/** Selectors of a list, split at the commas outside parentheses and brackets. */
function splitSelectors(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      selectors.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  selectors.push(prelude.slice(start));
  return selectors.map((s) => s.trim()).filter(Boolean);
}

/** Some rule of the stylesheet gives `counter-<what>` to the counter `name`. */
function maintains(css: string, name: string, what: string): boolean {
  const escaped = name.replace(/[-\\^$*+?.()|[\]{}]/g, '\\$&');
  return new RegExp(`counter-(?:${what})\\s*:[^;}]*(?<![-\\w])${escaped}(?![-\\w])`, 'i').test(css);
}
