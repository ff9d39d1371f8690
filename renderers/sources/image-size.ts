/** The resolution a picture is to be shown at, as its source says (knitr's `include_graphics(…, dpi = 270)`). */
export const PICTURE_DPI_MARK = 'data-octavo-dpi';

/**
 * A length as docutils (MyST's `:width:`) and pandoc (`{width=50%}`) take it: a number (pixels), a number with a CSS
 * unit (pandoc also writes `inch`), or a percentage of the line.
 */
const LENGTH = /^(\d+(?:\.\d+)?|\.\d+)\s*(px|%|em|ex|rem|pt|pc|cm|mm|in|inch|vw)?$/i;

/** The length as CSS, or undefined when it is not one (never anything a style could be made to do more with). */
export function cssLength(written: string | undefined): string | undefined {
  const found = written === undefined ? null : LENGTH.exec(written.trim());
  if (!found) return undefined;
  const unit = (found[2] ?? 'px').toLowerCase();
  return `${found[1]}${unit === 'inch' ? 'in' : unit}`;
}

/** An image's width and height as its tool writes them on the `<img>`: pixels as its attributes, other lengths as style. */
export function imageSize(
  width: string | undefined,
  height: string | undefined,
): { attributes: [string, string][]; style?: string } {
  const attributes: [string, string][] = [];
  const styles: string[] = [];
  for (const [dimension, written] of [
    ['width', width],
    ['height', height],
  ] as const) {
    const length = cssLength(written);
    if (!length) continue;
    if (length.endsWith('px')) attributes.push([dimension, length.slice(0, -2)]);
    else styles.push(`${dimension}: ${length}`);
  }
  return styles.length > 0 ? { attributes, style: styles.join('; ') } : { attributes };
}

/** The same, written as HTML attributes (values need no escaping); starts with a space when there is anything. */
export function imageSizeAttributes(width: string | undefined, height: string | undefined): string {
  const { attributes, style } = imageSize(width, height);
  return (
    attributes.map(([name, value]) => ` ${name}="${value}"`).join('') + (style ? ` style="${style}"` : '')
  );
}
