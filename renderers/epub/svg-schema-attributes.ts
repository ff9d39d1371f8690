/** An element's start tag (or empty element): its name, its attributes, its end. */
const START_TAG = /<([A-Za-z][\w.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)(\s*\/?>)/g;
const ATTRIBUTE = /\s+([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const STYLE_ATTRIBUTE = /(\s+)style\s*=\s*(?:"([^"]*)"|'([^']*)')/;

/** Elements SVG 1.1 gives no `class`: they draw nothing, so no style sheet reached them through it. */
const WITHOUT_CLASS = new Set(['style', 'script', 'metadata']);

/**
 * Presentation attributes of SVG 2 and CSS that SVG 1.1, the SVG an EPUB holds, does not have: browsers and reading
 * systems draw them as the same properties in a `style` attribute, which SVG 1.1 allows.
 */
const NEWER_PRESENTATION = new Set([
  'paint-order',
  'vector-effect',
  'transform-origin',
  'mask-type',
  'mix-blend-mode',
  'isolation',
]);
/** Whether the SVG may hold any of them: most hold none, and are left as they are without a look at each tag. */
const MAY_NEED = new RegExp(
  `<(?:${[...WITHOUT_CLASS].join('|')})\\s[^>]*\\bclass\\s*=|\\s(?:${[...NEWER_PRESENTATION].join('|')})\\s*=`,
);

/**
 * An SVG with only the attributes EPUB's SVG (1.1) allows where drawing programs write newer ones, drawn the same:
 * Excalidraw puts its embedded fonts in `<style class="style-fonts">`, which epubcheck rejects (RSC-005, "attribute
 * class not allowed here"; JS Primer's two Set diagrams), and the class goes; SVG 2's presentation attributes
 * (`paint-order="stroke"`) move into the element's `style`, before what it already says, which still wins. Nothing
 * drawn is left out. Every other byte stays as written; the same buffer when nothing needs it.
 */
export function withSvg11Attributes(data: Buffer): Buffer {
  const text = data.toString('utf8');
  if (!MAY_NEED.test(text)) return data;
  let changed = false;
  const fixed = text.replace(START_TAG, (tag, name: string, attributes: string, end: string) => {
    const moved: string[] = [];
    let dropped = false;
    let kept = attributes.replace(ATTRIBUTE, (all, attribute: string, double?: string, single?: string) => {
      if (attribute === 'class' && WITHOUT_CLASS.has(name)) {
        dropped = true;
        return '';
      }
      if (!NEWER_PRESENTATION.has(attribute)) return all;
      moved.push(`${attribute}: ${double ?? quoted(single ?? '')}`);
      return '';
    });
    if (!dropped && moved.length === 0) return tag;
    changed = true;
    if (moved.length > 0) {
      const declarations = moved.join('; ');
      let merged = false;
      kept = kept.replace(STYLE_ATTRIBUTE, (_all, space: string, double?: string, single?: string) => {
        merged = true;
        return `${space}style="${declarations}; ${double ?? quoted(single ?? '')}"`;
      });
      if (!merged) kept += ` style="${declarations}"`;
    }
    return `<${name}${kept}${end}`;
  });
  return changed ? Buffer.from(fixed, 'utf8') : data;
}

/** A single-quoted attribute's value as a double-quoted one writes it. */
function quoted(value: string): string {
  return value.replace(/"/g, '&quot;');
}
