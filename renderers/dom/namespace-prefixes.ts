import { DomNode, ElementNode } from './html-dom';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const MATHML_NAMESPACE = 'http://www.w3.org/1998/Math/MathML';

/** SVG's element names that are not all lower case, by their lower-case spelling (HTML's parser adjusts them so). */
const SVG_ELEMENT_CASE = caseTable([
  'altGlyph', 'altGlyphDef', 'altGlyphItem', 'animateColor', 'animateMotion', 'animateTransform', 'clipPath',
  'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
  'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
  'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight',
  'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence', 'foreignObject', 'glyphRef', 'linearGradient',
  'radialGradient', 'textPath',
]); // prettier-ignore

/** SVG's attribute names that are not all lower case (the HTML standard's "adjust SVG attributes" table). */
const SVG_ATTRIBUTE_CASE = caseTable([
  'attributeName', 'attributeType', 'baseFrequency', 'baseProfile', 'calcMode', 'clipPathUnits',
  'diffuseConstant', 'edgeMode', 'filterUnits', 'glyphRef', 'gradientTransform', 'gradientUnits', 'kernelMatrix',
  'kernelUnitLength', 'keyPoints', 'keySplines', 'keyTimes', 'lengthAdjust', 'limitingConeAngle', 'markerHeight',
  'markerUnits', 'markerWidth', 'maskContentUnits', 'maskUnits', 'numOctaves', 'pathLength',
  'patternContentUnits', 'patternTransform', 'patternUnits', 'pointsAtX', 'pointsAtY', 'pointsAtZ',
  'preserveAlpha', 'preserveAspectRatio', 'primitiveUnits', 'refX', 'refY', 'repeatCount', 'repeatDur',
  'requiredExtensions', 'requiredFeatures', 'specularConstant', 'specularExponent', 'spreadMethod', 'startOffset',
  'stdDeviation', 'stitchTiles', 'surfaceScale', 'systemLanguage', 'tableValues', 'targetX', 'targetY',
  'textLength', 'viewBox', 'viewTarget', 'xChannelSelector', 'yChannelSelector', 'zoomAndPan',
]); // prettier-ignore

function caseTable(names: string[]): ReadonlyMap<string, string> {
  return new Map(names.map((name) => [name.toLowerCase(), name]));
}

/**
 * XHTML made by XML tools may put a drawing or a formula under a namespace prefix: svgmath's formulas in The Nature
 * of Code's Atlas chapters are `<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:g><svg:text>…`. HTML has no
 * prefixes, so each was an element HTML does not know: the drawing went, its letters printed loose in the sentence,
 * with a warning per element name. An element whose prefix is declared as SVG's or MathML's namespace becomes that
 * element without the prefix, SVG's names in their own letter case (as HTML's parser writes them, and XHTML needs
 * them); an element of any other declared namespace inside the drawing (svgmath's `<svgmath:metrics>` in
 * `<svg:metadata>`) is the tool's own data, never shown, and goes. Undeclared prefixes are left as written.
 */
export function unprefixForeignElements(nodes: DomNode[]): DomNode[] {
  return unprefix(nodes, new Map(), false);
}

function unprefix(nodes: DomNode[], outer: ReadonlyMap<string, string>, inForeign: boolean): DomNode[] {
  const out: DomNode[] = [];
  for (const node of nodes) {
    if (node.type !== 'element') {
      out.push(node);
      continue;
    }
    const scope = withDeclarations(node, outer);
    const colon = node.name.indexOf(':');
    const namespace = colon > 0 ? scope.get(node.name.slice(0, colon).toLowerCase()) : undefined;
    if (namespace === SVG_NAMESPACE || namespace === MATHML_NAMESPACE) {
      becomeForeign(node, node.name.slice(colon + 1), namespace);
    } else if (namespace !== undefined && inForeign) {
      continue;
    }
    const foreign = inForeign || node.name === 'svg' || node.name === 'math';
    node.children = unprefix(node.children, scope, foreign);
    out.push(node);
  }
  return out;
}

/** The prefixes in scope inside an element: the outer ones, and those its `xmlns:name` attributes declare. */
function withDeclarations(el: ElementNode, outer: ReadonlyMap<string, string>): ReadonlyMap<string, string> {
  let scope: Map<string, string> | undefined;
  for (const [name, value] of el.attrs) {
    if (!/^xmlns:/i.test(name)) continue;
    scope ??= new Map(outer);
    scope.set(name.slice('xmlns:'.length).toLowerCase(), value.trim());
  }
  return scope ?? outer;
}

/**
 * The element as SVG or MathML writes it without a prefix. Its namespace declarations go: the prefixes are gone, and
 * its own `xmlns` may name another namespace (svgmath writes MathML's on its `<svg:svg>`); the EPUB's XHTML
 * declares SVG's and MathML's on the outermost drawing and formula.
 */
function becomeForeign(el: ElementNode, local: string, namespace: string): void {
  const svg = namespace === SVG_NAMESPACE;
  const lower = local.toLowerCase();
  el.name = svg ? (SVG_ELEMENT_CASE.get(lower) ?? lower) : lower;
  const attrs = new Map<string, string>();
  for (const [name, value] of el.attrs) {
    const key = name.toLowerCase();
    if (key === 'xmlns' || key.startsWith('xmlns:')) continue;
    attrs.set(svg ? (SVG_ATTRIBUTE_CASE.get(key) ?? name) : name, value);
  }
  el.attrs = attrs;
}
