import {
  DomNode,
  ElementNode,
  escapeAttribute,
  escapeText,
  serializeHtml,
  walkElements,
} from '../dom/html-dom';
import { PHRASING } from '../dom/phrasing';
import { MATHML_NAMESPACE } from '../math/to-mathml';
import { directionAttribute, TextDirection } from '../typography/text-direction';

/** Presentational attributes HTML5 (and so epubcheck) rejects; the stylesheet does their job. */
const OBSOLETE_ATTRIBUTES = new Set([
  'align',
  'valign',
  'bgcolor',
  'border',
  'cellpadding',
  'cellspacing',
  'frame',
  'rules',
  'compact',
  'nowrap',
  'clear',
  'hspace',
  'vspace',
  'charset',
  'language',
  'name',
  'summary',
  'axis',
  'abbr',
  'char',
  'charoff',
]);
const XML_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*(?::[A-Za-z_][A-Za-z0-9_.-]*)?$/;
// Characters XML 1.0 cannot carry at all.
// eslint-disable-next-line no-control-regex -- exactly the control characters XML 1.0 forbids
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** HTML 4 elements HTML5 dropped: the element that does their job, and a class the EPUB styles. */
const OBSOLETE_ELEMENTS: Record<string, [name: string, className?: string]> = {
  center: ['div', 'octavo-center'],
  font: ['span'],
  big: ['span', 'octavo-big'],
  strike: ['s'],
  acronym: ['abbr'],
  tt: ['code'],
};
/**
 * Elements that hold phrasing content only: a <center> inside one becomes a span the stylesheet shows as a
 * centred line, since a div there fails epubcheck (RSC-005). A link, ins and del take their parent's content
 * model, so they are left to their ancestors.
 */
const PHRASING_ONLY_PARENTS = new Set(
  [...PHRASING]
    .filter((name) => name !== 'a' && name !== 'ins' && name !== 'del')
    .concat(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'label', 'button', 'legend', 'summary']),
);
/** Elements whose children must be particular elements: a line break or rule inside one is dropped. */
const STRICT_CONTAINERS = new Set(['ul', 'ol', 'dl', 'table', 'thead', 'tbody', 'tfoot', 'tr']);

/**
 * Makes a tree XHTML-clean in place: elements and attributes HTML5 and XML accept, no characters XML
 * forbids.
 */
export function cleanForXhtml(nodes: DomNode[]): void {
  replaceObsoleteElements(nodes);
  const visitText = (list: DomNode[]) => {
    for (const node of list) {
      if (node.type === 'text') node.value = node.value.replace(INVALID_XML_CHARS, '');
      else visitText(node.children);
    }
  };
  visitText(nodes);
  walkElements(nodes, (el, ancestors) => {
    const inMath = el.name === 'math' || ancestors.some((a) => a.name === 'math');
    if (inMath) {
      cleanMathml(
        el,
        ancestors.every((a) => a.name !== 'math'),
      );
      return;
    }
    // Inside a drawing, width and height are SVG's own (a rect, an image): required there, in any unit.
    const inDrawing = ancestors.some((a) => a.name === 'svg');
    for (const [name, value] of [...el.attrs]) {
      const lower = name.toLowerCase();
      const allowedWidth =
        (lower === 'width' || lower === 'height') && (el.name === 'img' || el.name === 'svg' || inDrawing);
      if (
        !XML_NAME.test(name) ||
        lower === 'xmlns' ||
        lower.startsWith('xmlns:') ||
        OBSOLETE_ATTRIBUTES.has(lower) ||
        ((lower === 'width' || lower === 'height') && !allowedWidth) ||
        (lower.includes(':') && !lower.startsWith('epub:') && !lower.startsWith('xml:'))
      ) {
        el.attrs.delete(name);
        continue;
      }
      if (allowedWidth && !inDrawing && !/^\d+$/.test(value.trim())) el.attrs.delete(name);
      else el.attrs.set(name, value.replace(INVALID_XML_CHARS, ''));
    }
    // An inline drawing is SVG to an XHTML reader only in SVG's namespace (HTML's parser implies it, XML does not).
    if (el.name === 'svg' && ancestors.every((a) => a.name !== 'svg')) {
      el.attrs = new Map([['xmlns', SVG_NAMESPACE], ...el.attrs]);
    }
  });
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

function replaceObsoleteElements(nodes: DomNode[]): void {
  walkElements(nodes, (el, ancestors) => {
    if (ancestors.some((a) => a.name === 'math' || a.name === 'svg')) return;
    const replacement = OBSOLETE_ELEMENTS[el.name];
    if (replacement) {
      const inPhrasing = el.name === 'center' && ancestors.some((a) => PHRASING_ONLY_PARENTS.has(a.name));
      const [name, className] = inPhrasing ? ['span', 'octavo-center'] : replacement;
      if (el.name === 'font') for (const attribute of ['color', 'face', 'size']) el.attrs.delete(attribute);
      el.name = name;
      if (className) el.attrs.set('class', [el.attrs.get('class'), className].filter(Boolean).join(' '));
    }
    if (STRICT_CONTAINERS.has(el.name)) {
      el.children = el.children.filter((c) => c.type !== 'element' || (c.name !== 'br' && c.name !== 'hr'));
    }
  });
}

/**
 * MathML keeps its own attributes (`width` on `mspace`, `align` on `mtable` are MathML, not obsolete
 * HTML); the outermost `<math>` declares the MathML namespace, which XHTML needs to read it as math.
 */
function cleanMathml(el: ElementNode, outermost: boolean): void {
  for (const [name, value] of [...el.attrs]) {
    const lower = name.toLowerCase();
    if (
      !XML_NAME.test(name) ||
      lower === 'xmlns' ||
      lower.startsWith('xmlns:') ||
      (lower.includes(':') && !lower.startsWith('xml:'))
    ) {
      el.attrs.delete(name);
      continue;
    }
    el.attrs.set(name, value.replace(INVALID_XML_CHARS, ''));
  }
  if (outermost) el.attrs = new Map([['xmlns', MATHML_NAMESPACE], ...el.attrs]);
}

export function xhtmlDocument(options: {
  lang: string;
  direction: TextDirection;
  title: string;
  body: string;
  stylesheets: string[];
  bodyType?: string;
}): string {
  const links = options.stylesheets
    .map((href) => `<link rel="stylesheet" type="text/css" href="${escapeAttribute(href)}"/>`)
    .join('\n');
  const bodyType = options.bodyType ? ` epub:type="${escapeAttribute(options.bodyType)}"` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${escapeAttribute(options.lang)}" lang="${escapeAttribute(options.lang)}"${directionAttribute(options.direction)}>
<head>
<meta charset="utf-8"/>
<title>${escapeText(options.title)}</title>
${links}
</head>
<body${bodyType}>
${options.body}
</body>
</html>
`;
}

export function serializeXhtml(nodes: ElementNode[]): string {
  return serializeHtml(nodes, { xml: true });
}
