/**
 * The attribute reference (`{docBaseUrl}`) left in an AsciiDoc link's target. Asciidoctor replaces every
 * attribute it knows, so one still there is defined nowhere (the book's build tool, Gradle or Maven, set it):
 * the target is no path of the repository, and what to fix is the attribute, not the path.
 */
export function undefinedAttributeIn(target: string): string | undefined {
  return /\{([A-Za-z0-9_][\w-]*)\}/.exec(target)?.[1];
}

/** What the author is told about a link whose target holds `name`, an attribute defined nowhere. */
export function undefinedAttributeLinkText(href: string, name: string): string {
  return (
    `link ${href} holds {${name}}, an attribute defined nowhere in the book (its build tool may set it), so it ` +
    `leads nowhere; link removed, its text kept: define it in the document header (:${name}: https://…)`
  );
}
