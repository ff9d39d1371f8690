import { DomNode, walkElements } from '../dom/html-dom';

/** Asciidoctor's colour roles, as its default stylesheet paints them (text, then `<name>-background`). */
const COLOURS: Record<string, [text: string, background: string]> = {
  aqua: ['#00bfbf', '#00fafa'],
  black: ['#000', '#000'],
  blue: ['#0000bf', '#0000fa'],
  fuchsia: ['#bf00bf', '#fa00fa'],
  gray: ['#606060', '#7d7d7d'],
  green: ['#006000', '#007d00'],
  lime: ['#00bf00', '#00fa00'],
  maroon: ['#600000', '#7d0000'],
  navy: ['#000060', '#00007d'],
  olive: ['#606000', '#7d7d00'],
  purple: ['#600060', '#7d007d'],
  red: ['#bf0000', '#fa0000'],
  silver: ['#909090', '#bcbcbc'],
  teal: ['#006060', '#007d7d'],
  white: ['#bfbfbf', '#fafafa'],
  yellow: ['#bfbf00', '#fafa00'],
};

/** AsciiDoc's built-in roles (text spans and paragraph alignment) and what Asciidoctor's stylesheet makes of them. */
const BUILT_IN_ROLES = new Map<string, string>([
  ['underline', 'text-decoration: underline'],
  ['overline', 'text-decoration: overline'],
  ['line-through', 'text-decoration: line-through'],
  ['nowrap', 'white-space: nowrap'],
  ['pre-wrap', 'white-space: pre-wrap'],
  ['big', 'font-size: larger'],
  ['small', 'font-size: smaller'],
  ['text-left', 'text-align: left'],
  ['text-right', 'text-align: right'],
  ['text-center', 'text-align: center'],
  ['text-justify', 'text-align: justify'],
  ...Object.entries(COLOURS).flatMap(([name, [colour, background]]): [string, string][] => [
    [name, `color: ${colour}`],
    [`${name}-background`, `background-color: ${background}`],
  ]),
]);

/**
 * Gives each element of Asciidoctor's output that carries a built-in role (`[.text-left]` over a paragraph,
 * `[red]#text#`, `[.underline]#text#`) the style Asciidoctor's HTML and PDF converters give it; without it the role
 * was a class nothing styled. Written on the element, not as stylesheet rules: the same class names mean other things
 * in HTML and Markdown sources, and the EPUB's contrast audit reads a source's own colours from its style.
 */
export function styleBuiltInRoles(nodes: DomNode[]): void {
  walkElements(nodes, (el) => {
    const classes = (el.attrs.get('class') ?? '').split(/\s+/).filter(Boolean);
    const declarations = classes.flatMap((name) => BUILT_IN_ROLES.get(name) ?? []);
    if (declarations.length === 0) return;
    const own = (el.attrs.get('style') ?? '').trim().replace(/;?$/, '');
    el.attrs.set('style', [...(own ? [own] : []), ...declarations].join('; '));
  });
}
