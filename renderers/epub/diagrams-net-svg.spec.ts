import { diagramsNetSvgForEpub } from './diagrams-net-svg';

const svg = (
  body: string,
  root = ' content="&lt;mxfile host=&quot;app.diagrams.net&quot;&gt;&lt;/mxfile&gt;"',
) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="60px"${root}><g>${body}</g></svg>`;
const LABEL =
  '<switch><foreignObject requiredFeatures="http://www.w3.org/TR/SVG11/feature#Extensibility">' +
  '<div xmlns="http://www.w3.org/1999/xhtml"><font color="#000">Start</font></div></foreignObject>' +
  '<text x="30" y="20">Start</text></switch>';

describe('diagramsNetSvgForEpub', () => {
  it('drops the drawing source and the HTML labels, keeping each label’s SVG text', () => {
    const out = diagramsNetSvgForEpub(Buffer.from(svg(`<rect width="10" height="10"/>${LABEL}`))).toString(
      'utf8',
    );
    expect(out).toBe(
      svg('<rect width="10" height="10"/><switch><text x="30" y="20">Start</text></switch>', ''),
    );
  });

  it('drops the HTML style sheets of math labels with the labels', () => {
    const mathStyle =
      '<style xmlns="http://www.w3.org/1999/xhtml" type="text/css">.MathJax {display: inline}</style>';
    const out = diagramsNetSvgForEpub(Buffer.from(svg(`<defs>${mathStyle}</defs>${LABEL}`))).toString('utf8');
    expect(out).toBe(svg('<defs></defs><switch><text x="30" y="20">Start</text></switch>', ''));
  });

  it('drops the notice shown to viewers without HTML labels, untrue once the labels are SVG text', () => {
    const notice =
      '<switch><g requiredFeatures="http://www.w3.org/TR/SVG11/feature#Extensibility"/>' +
      '<a transform="translate(0,-5)" xlink:href="https://www.diagrams.net/doc/faq/svg-export-text-problems" ' +
      'target="_blank"><text text-anchor="middle" font-size="10px" x="50%" y="100%">Text is not SVG - cannot ' +
      'display</text></a></switch>';
    const out = diagramsNetSvgForEpub(Buffer.from(svg(`${LABEL}</g>${notice}<g>`))).toString('utf8');
    expect(out).toBe(svg('<switch><text x="30" y="20">Start</text></switch></g><g>', ''));
  });

  it('keeps a label with no fallback, and leaves SVGs of other tools byte for byte', () => {
    const alone = svg(
      '<switch><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">A</div></foreignObject></switch>',
    );
    expect(diagramsNetSvgForEpub(Buffer.from(alone)).toString('utf8')).toBe(
      alone.replace(/ content="[^"]*"/, ''),
    );
    const other = Buffer.from(svg(LABEL, ''));
    expect(diagramsNetSvgForEpub(other)).toBe(other);
  });
});
