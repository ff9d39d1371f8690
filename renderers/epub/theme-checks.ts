import { contrastProblems, cssRules, stylesheetColours } from './colour-contrast';

/**
 * What a book's own stylesheet may undo of the EPUB's accessibility, as sentences for the summary:
 * text colours below 4.5:1 (or colours Octavo cannot read), and links stripped of their underline
 * (then only colour tells them from the text around them). Rules that select nothing in the book
 * (`applies` false) are no problem.
 */
export function themeProblems(
  themeCss: string,
  defaultCss: string,
  applies: (selector: string) => boolean = () => true,
  contains?: (outer: string, inner: string) => boolean,
): string[] {
  const problems = contrastProblems(
    stylesheetColours(themeCss, applies),
    stylesheetColours(defaultCss, applies),
    contains,
  );
  for (const { selector, body } of cssRules(themeCss)) {
    if (!selectsLinks(selector) || !applies(selector)) continue;
    const decoration = /(?:^|;)\s*text-decoration(?:-line)?\s*:\s*([^;]*)/i.exec(body)?.[1].trim();
    if (decoration && /^none\b/i.test(decoration)) {
      problems.push(`\`${selector} { text-decoration: ${decoration} }\` takes the underline off links`);
    }
  }
  return problems;
}

/**
 * Whether one of the selector's alternatives ends in an `a` element (`a`, `p a:hover`, `a.xref`) in
 * running text: links in a contents list (`nav a`, `.toc a`) stand alone and need no underline.
 */
function selectsLinks(selector: string): boolean {
  return selector.split(',').some((alternative) => {
    if (/\bnav\b|toc/i.test(alternative)) return false;
    const last =
      alternative
        .trim()
        .split(/[\s>+~]+/)
        .at(-1) ?? '';
    return /^a(?![\w-])/i.test(last);
  });
}
