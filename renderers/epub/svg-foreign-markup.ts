/**
 * Namespaces an SVG in an EPUB may use outside `<metadata>`: SVG itself, XLink, XML's own and XHTML (inside
 * `<foreignObject>`). Drawing programs add their own (Visio's `v:`, Inkscape's `inkscape:` and `sodipodi:`,
 * Illustrator's `i:`) to keep editing state; browsers ignore it, epubcheck rejects it (RSC-005).
 */
const EPUB_SVG_NAMESPACES = new Set([
  'http://www.w3.org/2000/svg',
  'http://www.w3.org/1999/xlink',
  'http://www.w3.org/XML/1998/namespace',
  'http://www.w3.org/1999/xhtml',
]);

/** A comment, CDATA section, processing instruction or declaration: skipped whole. */
const OPAQUE = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<![A-Za-z][^>]*>/y;
/** A start or end tag: `/`, the name, the attributes, `/` of an empty element. */
const TAG = /<(\/?)([A-Za-z_][\w.-]*(?::[\w.-]+)?)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /(\s+)([^\s=/>]+)(\s*=\s*(?:"[^"]*"|'[^']*'))/g;
const DECLARATION = /\sxmlns:([\w.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * The SVG without a drawing program's own elements and attributes, outside `<metadata>` (where any is allowed); the
 * declarations of their namespaces go too, unless `<metadata>` still uses them. Every other byte stays as written.
 * Unchanged when it declares no such namespace, or when its markup cannot be followed.
 */
export function withoutForeignSvgMarkup(svg: string): string {
  const foreign = new Set<string>();
  const foreignNamespaces = new Set<string>();
  for (const [, prefix, double, single] of svg.matchAll(DECLARATION)) {
    const namespace = double ?? single ?? '';
    if (EPUB_SVG_NAMESPACES.has(namespace)) continue;
    foreign.add(prefix!);
    foreignNamespaces.add(namespace);
  }
  if (foreign.size === 0) return svg;
  const isForeign = (name: string) => name.includes(':') && foreign.has(name.slice(0, name.indexOf(':')));
  // Visio's `<switch><foreignObject requiredExtensions="…visio…">` holds what only Visio reads; an EPUB's
  // foreignObject may require only EPUB's own extension, and the switch draws the plain SVG after it instead.
  const isProgramsOwn = (name: string, attributes: string) =>
    isForeign(name) ||
    (name === 'foreignObject' &&
      foreignNamespaces.has(
        /\srequiredExtensions\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(attributes)?.slice(1).find(Boolean) ?? '',
      ));
  const usedInMetadata = new Set<string>();
  let out = '';
  let copiedTo = 0;
  /** Depth inside `<metadata>`; depth inside a dropped element, and where it began. */
  let metadata = 0;
  let dropped = 0;
  let droppedFrom = 0;
  let at = svg.indexOf('<');
  while (at !== -1) {
    OPAQUE.lastIndex = at;
    const opaque = OPAQUE.exec(svg);
    if (opaque) {
      at = svg.indexOf('<', OPAQUE.lastIndex);
      continue;
    }
    TAG.lastIndex = at;
    const tag = TAG.exec(svg);
    if (!tag) return svg;
    const [whole, closing, name = '', attributes = '', empty] = tag;
    const end = at + whole.length;
    if (dropped > 0) {
      if (!empty) dropped += closing ? -1 : 1;
      if (dropped === 0) copiedTo = end;
    } else if (metadata > 0) {
      if (name.includes(':')) usedInMetadata.add(name.slice(0, name.indexOf(':')));
      for (const [, , attribute = ''] of attributes.matchAll(ATTRIBUTE)) {
        if (attribute.includes(':')) usedInMetadata.add(attribute.slice(0, attribute.indexOf(':')));
      }
      if (name === 'metadata' && !empty) metadata += closing ? -1 : 1;
    } else if (isProgramsOwn(name, attributes)) {
      out += svg.slice(copiedTo, at);
      droppedFrom = at;
      dropped = empty ? 0 : 1;
      copiedTo = empty ? end : droppedFrom;
      if (closing) return svg;
    } else {
      if (name === 'metadata' && !closing && !empty) metadata = 1;
      const kept = attributes.replace(ATTRIBUTE, (all, _space, attribute: string) =>
        isForeign(attribute) ? '' : all,
      );
      if (kept !== attributes) {
        out += svg.slice(copiedTo, at) + `<${closing}${name}${kept}${empty}>`;
        copiedTo = end;
      }
    }
    at = svg.indexOf('<', end);
  }
  if (dropped > 0) return svg;
  out += svg.slice(copiedTo);
  return out.replace(DECLARATION, (all, prefix: string) =>
    foreign.has(prefix) && !usedInMetadata.has(prefix) ? '' : all,
  );
}
