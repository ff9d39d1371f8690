import { BookWarning, SourceLocation, warning } from '../warnings';

/** An example block (`====`) given a listing's style line, `[source,text,linenums]`: where, and the line as written. */
export interface ListingStyleOnExample extends SourceLocation {
  attributeLine: string;
}

/** What is read of an Asciidoctor block: its context, style, attributes (positional ones under "1", "2"…), blocks. */
interface StyledBlock {
  context?: unknown;
  style?: unknown;
  getAttributes?: () => Record<string, unknown>;
  hasOption?: (name: string) => boolean;
  getBlocks?: () => StyledBlock[];
}

/**
 * The style line of an example block that its listing should have had (`[source,text,linenums]` over `====`),
 * rebuilt from its positional attributes: undefined unless a listing directly inside misses what it asks for (its
 * own `[source,…]` line, or the numbering), since a listing styled as well is printed as the author meant.
 */
export function misplacedListingStyle(node: StyledBlock): string | undefined {
  if (node.style !== 'source') return undefined;
  const attributes = node.getAttributes?.() ?? {};
  const positional: string[] = [];
  for (let at = 1; ; at++) {
    const value = attributes[String(at)];
    if (typeof value !== 'string') break;
    positional.push(value);
  }
  const numbered = positional.includes('linenums') || 'linenums-option' in attributes;
  const listings = (node.getBlocks?.() ?? []).filter((block) => block.context === 'listing');
  const missed = listings.some(
    (listing) => listing.style !== 'source' || (numbered && !listing.hasOption?.('linenums')),
  );
  return missed ? `[${positional.join(',')}]` : undefined;
}

/**
 * Asciidoctor reads a listing's style line set over the example block that holds the listing as the example's own
 * style and applies none of it, silently: the listing inside misses the language or the line numbers asked for,
 * though the text may refer to its lines. The style belongs on the listing's own `----` line.
 */
export function listingStyleOnExampleWarnings(blocks: readonly ListingStyleOnExample[]): BookWarning[] {
  return blocks.map((block) =>
    warning(
      'asciidoc',
      { file: block.file, line: block.line },
      `${block.attributeLine} is set on an example block (====), which takes no listing style: Asciidoctor ` +
        'ignores it, and the listing inside gets none of it (its language, its line numbers); move the line to ' +
        "just above the listing's ---- line inside the example (its title and id may stay on the example)",
      block.attributeLine,
    ),
  );
}
