/**
 * What a book may contain, by name (lower case). The HTML, SVG and MathML lists start from DOMPurify's default
 * allowlists (cure53/DOMPurify `src/tags.ts` and `src/attrs.ts` at 1fa97e8, 3.4.14, Apache-2.0 OR MPL-2.0),
 * without forms, scripting hooks and what loads or submits, and with what HTMLBook and the real books use:
 * MathML `semantics`/`annotation`/`annotation-xml`/`maction` (Asciidoctor's and Atlas's math), SVG `use`,
 * `a[target]`, `epub:type`, `data-*`, `aria-*`.
 */

const HTML_ELEMENTS = [
  'a', 'abbr', 'acronym', 'address', 'area', 'article', 'aside', 'audio', 'b', 'bdi', 'bdo', 'big',
  'blockquote', 'br', 'caption', 'center', 'cite', 'code', 'col', 'colgroup', 'data', 'dd', 'del', 'details',
  'dfn', 'dir', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'font', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5',
  'h6', 'header', 'hgroup', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'main', 'map', 'mark', 'menu', 'nav', 'nobr',
  'ol', 'p', 'picture', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'section', 'small', 'source', 'span',
  'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr',
  'track', 'tt', 'u', 'ul', 'var', 'video', 'wbr',
]; // prettier-ignore

const SVG_ELEMENTS = [
  'svg', 'altglyph', 'altglyphdef', 'altglyphitem', 'circle', 'clippath', 'defs', 'desc', 'ellipse', 'filter',
  'g', 'glyph', 'glyphref', 'hkern', 'image', 'line', 'lineargradient', 'marker', 'mask', 'metadata', 'path',
  'pattern', 'polygon', 'polyline', 'radialgradient', 'rect', 'stop', 'switch', 'symbol', 'text', 'textpath',
  'tref', 'tspan', 'use', 'view', 'vkern',
  'feblend', 'fecolormatrix', 'fecomponenttransfer', 'fecomposite', 'feconvolvematrix', 'fediffuselighting',
  'fedisplacementmap', 'fedistantlight', 'fedropshadow', 'feflood', 'fefunca', 'fefuncb', 'fefuncg', 'fefuncr',
  'fegaussianblur', 'femerge', 'femergenode', 'femorphology', 'feoffset', 'fepointlight',
  'fespecularlighting', 'fespotlight', 'fetile', 'feturbulence',
]; // prettier-ignore

const MATHML_ELEMENTS = [
  'math', 'menclose', 'merror', 'mfenced', 'mfrac', 'mglyph', 'mi', 'mlabeledtr', 'mmultiscripts', 'mn', 'mo',
  'mover', 'mpadded', 'mphantom', 'mprescripts', 'mroot', 'mrow', 'ms', 'mspace', 'msqrt', 'mstyle', 'msub',
  'msubsup', 'msup', 'mtable', 'mtd', 'mtext', 'mtr', 'munder', 'munderover', 'none', 'semantics',
  'annotation', 'annotation-xml', 'maction',
]; // prettier-ignore

export const ALLOWED_ELEMENTS: ReadonlySet<string> = new Set([
  ...HTML_ELEMENTS,
  ...SVG_ELEMENTS,
  ...MATHML_ELEMENTS,
]);

/**
 * Removed with everything inside them: they run code, embed other documents, change how the page loads, or
 * hold text the browser reads raw (so their content was never meant as the book's markup). Any other element
 * not in ALLOWED_ELEMENTS is unwrapped: it goes, its content stays.
 */
export const DROPPED_ELEMENTS: ReadonlySet<string> = new Set([
  'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'link', 'meta', 'style',
  'noscript', 'noembed', 'noframes', 'template', 'title', 'head', 'portal', 'xmp', 'plaintext', 'textarea',
  'select', 'option', 'optgroup', 'datalist', 'foreignobject', 'animate', 'animatecolor', 'animatemotion',
  'animatetransform', 'set', 'discard', 'mpath', 'canvas', 'dialog', 'slot', 'fencedframe', 'selectedcontent',
]); // prettier-ignore

const HTML_ATTRIBUTES = [
  'abbr', 'align', 'alt', 'bgcolor', 'border', 'cellpadding', 'cellspacing', 'cite', 'class', 'clear', 'color',
  'cols', 'colspan', 'controls', 'coords', 'datetime', 'default', 'dir', 'face', 'headers', 'height', 'hidden',
  'href', 'hreflang', 'id', 'kind', 'label', 'lang', 'loop', 'media', 'muted', 'name', 'noshade', 'nowrap',
  'open', 'preload', 'rel', 'rev', 'reversed', 'role', 'rows', 'rowspan', 'scope', 'shape', 'size', 'sizes',
  'span', 'src', 'srclang', 'start', 'style', 'summary', 'target', 'title', 'translate', 'type', 'usemap',
  'valign', 'value', 'width', 'frame', 'rules', 'char', 'charoff', 'axis', 'longdesc',
]; // prettier-ignore

const SVG_ATTRIBUTES = [
  'accent-height', 'alignment-baseline', 'ascent', 'azimuth', 'basefrequency', 'baseline-shift', 'bias',
  'clip', 'clippathunits', 'clip-path', 'clip-rule', 'color-interpolation', 'color-interpolation-filters',
  'color-profile', 'color-rendering', 'cx', 'cy', 'd', 'dx', 'dy', 'diffuseconstant', 'direction', 'display',
  'divisor', 'dominant-baseline', 'edgemode', 'elevation', 'exponent', 'fill', 'fill-opacity', 'fill-rule',
  'filter', 'filterunits', 'flood-color', 'flood-opacity', 'font-family', 'font-size', 'font-size-adjust',
  'font-stretch', 'font-style', 'font-variant', 'font-weight', 'fx', 'fy', 'g1', 'g2', 'glyph-name',
  'glyphref', 'gradientunits', 'gradienttransform', 'image-rendering', 'in', 'in2', 'intercept', 'k', 'k1',
  'k2', 'k3', 'k4', 'kerning', 'kernelmatrix', 'kernelunitlength', 'lengthadjust', 'letter-spacing',
  'lighting-color', 'local', 'marker-end', 'marker-mid', 'marker-start', 'markerheight', 'markerunits',
  'markerwidth', 'maskcontentunits', 'maskunits', 'mask', 'mask-type', 'mode', 'numoctaves', 'offset',
  'operator', 'opacity', 'order', 'orient', 'orientation', 'origin', 'overflow', 'paint-order', 'path',
  'pathlength', 'patterncontentunits', 'patterntransform', 'patternunits', 'pointer-events', 'points',
  'preservealpha', 'preserveaspectratio', 'primitiveunits', 'r', 'rx', 'ry', 'radius', 'refx', 'refy',
  'result', 'rotate', 'scale', 'seed', 'shape-rendering', 'slope', 'specularconstant', 'specularexponent',
  'spreadmethod', 'startoffset', 'stddeviation', 'stitchtiles', 'stop-color', 'stop-opacity',
  'stroke-dasharray', 'stroke-dashoffset', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit',
  'stroke-opacity', 'stroke', 'stroke-width', 'surfacescale', 'systemlanguage', 'tablevalues', 'targetx',
  'targety', 'transform', 'transform-origin', 'text-anchor', 'text-decoration', 'text-orientation',
  'text-rendering', 'textlength', 'u1', 'u2', 'unicode', 'vector-effect', 'viewbox', 'visibility', 'version',
  'vert-adv-y', 'vert-origin-x', 'vert-origin-y', 'word-spacing', 'writing-mode', 'xchannelselector',
  'ychannelselector', 'x', 'x1', 'x2', 'y', 'y1', 'y2', 'z', 'zoomandpan',
]; // prettier-ignore

const MATHML_ATTRIBUTES = [
  'accent', 'accentunder', 'actiontype', 'alttext', 'bevelled', 'close', 'columnalign', 'columnlines',
  'columnspacing', 'columnspan', 'denomalign', 'depth', 'display', 'displaystyle', 'encoding', 'fence', 'form',
  'largeop', 'length', 'linethickness', 'lquote', 'lspace', 'mathbackground', 'mathcolor', 'mathsize',
  'mathvariant', 'maxsize', 'minsize', 'movablelimits', 'notation', 'numalign', 'rowalign', 'rowlines',
  'rowspacing', 'rspace', 'rquote', 'scriptlevel', 'scriptminsize', 'scriptsizemultiplier', 'selection',
  'separator', 'separators', 'stretchy', 'subscriptshift', 'supscriptshift', 'symmetric', 'voffset',
]; // prettier-ignore

const XML_ATTRIBUTES = ['xlink:href', 'xlink:title', 'xml:id', 'xml:lang', 'xml:space', 'epub:type'];

export const ALLOWED_ATTRIBUTES: ReadonlySet<string> = new Set([
  ...HTML_ATTRIBUTES,
  ...SVG_ATTRIBUTES,
  ...MATHML_ATTRIBUTES,
  ...XML_ATTRIBUTES,
]);

/** Attribute name prefixes a book may use freely (HTMLBook's `data-type`, accessibility). */
export const ALLOWED_ATTRIBUTE_PREFIXES = ['data-', 'aria-'];

/** `xmlns` and `xmlns:*` may only name these, so no element is moved into a namespace a reader would run. */
export const ALLOWED_NAMESPACES: ReadonlySet<string> = new Set([
  'http://www.w3.org/1999/xhtml',
  'http://www.w3.org/2000/svg',
  'http://www.w3.org/1998/Math/MathML',
  'http://www.w3.org/1999/xlink',
  'http://www.w3.org/XML/1998/namespace',
  'http://www.idpf.org/2007/ops',
]);

/**
 * Every element HTML defines, obsolete ones included (the WHATWG HTML standard, sections 4 and 16): a name off this
 * list and outside SVG or MathML is another tool's markup.
 */
// prettier-ignore
export const HTML_ELEMENT_NAMES: ReadonlySet<string> = new Set([
  'a', 'abbr', 'acronym', 'address', 'applet', 'area', 'article', 'aside', 'audio', 'b', 'base', 'basefont', 'bdi',
  'bdo', 'bgsound', 'big', 'blink', 'blockquote', 'body', 'br', 'button', 'canvas', 'caption', 'center', 'cite',
  'code', 'col', 'colgroup', 'data', 'datalist', 'dd', 'del', 'details', 'dfn', 'dialog', 'dir', 'div', 'dl', 'dt',
  'em', 'embed', 'fieldset', 'figcaption', 'figure', 'font', 'footer', 'form', 'frame', 'frameset', 'h1', 'h2', 'h3',
  'h4', 'h5', 'h6', 'head', 'header', 'hgroup', 'hr', 'html', 'i', 'iframe', 'image', 'img', 'input', 'ins',
  'isindex', 'kbd', 'keygen', 'label', 'legend', 'li', 'link', 'listing', 'main', 'map', 'mark', 'marquee', 'menu',
  'menuitem', 'meta', 'meter', 'multicol', 'nav', 'nextid', 'nobr', 'noembed', 'noframes', 'noscript', 'object', 'ol',
  'optgroup', 'option', 'output', 'p', 'param', 'picture', 'plaintext', 'pre', 'progress', 'q', 'rb', 'rp', 'rt',
  'rtc', 'ruby', 's', 'samp', 'script', 'search', 'section', 'select', 'slot', 'small', 'source', 'spacer', 'span',
  'strike', 'strong', 'style', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'template', 'textarea', 'tfoot', 'th',
  'thead', 'time', 'title', 'tr', 'track', 'tt', 'u', 'ul', 'var', 'video', 'wbr', 'xmp',
]);
