import { BookWarning, SourceLocation, warning } from '../warnings';

/** An example block (`====`) given a listing's style line, `[source,text,linenums]`: where, and the line as written. */
export interface ListingStyleOnExample extends SourceLocation {
  attributeLine: string;
}

/** What is read of an Asciidoctor block: its style and its attributes, positional ones under "1", "2"… */
interface StyledBlock {
  style?: unknown;
  getAttributes?: () => Record<string, unknown>;
}

/** Styles that only a listing takes: on an example block, Asciidoctor keeps the name and applies none of it. */
const LISTING_STYLES = new Set(['source', 'listing']);

/**
 * The style line of an example block that a listing takes (`[source,text,linenums]` over `====`), rebuilt from its
 * positional attributes; undefined for any other example block.
 */
export function listingStyleLine(node: StyledBlock): string | undefined {
  const style = typeof node.style === 'string' ? node.style : '';
  if (!LISTING_STYLES.has(style)) return undefined;
  const attributes = node.getAttributes?.() ?? {};
  const positional: string[] = [];
  for (let at = 1; ; at++) {
    const value = attributes[String(at)];
    if (typeof value !== 'string') break;
    positional.push(value);
  }
  return `[${positional.join(',')}]`;
}

/**
 * Asciidoctor reads a listing's style line set over the example block that holds the listing as the example's own
 * style and applies none of it, silently: the code inside is neither highlighted in its language nor numbered, though
 * the text may refer to its lines. The style belongs on the listing's own `----` line.
 */
export function listingStyleOnExampleWarnings(blocks: readonly ListingStyleOnExample[]): BookWarning[] {
  return blocks.map((block) =>
    warning(
      'asciidoc',
      { file: block.file, line: block.line },
      `${block.attributeLine} is set on an example block (====), which takes no listing style: Asciidoctor ` +
        'ignores it, so the listing inside is neither highlighted nor numbered; move the line to just above the ' +
        "listing's ---- line inside the example (its title and id may stay on the example)",
      block.attributeLine,
    ),
  );
}
