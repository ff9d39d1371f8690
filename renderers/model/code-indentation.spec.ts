import { parseHtml, serializeHtml } from '../dom/html-dom';
import { keepCodeIndentation, unwrapIndentationOfShortLines } from './code-indentation';

describe('code indentation', () => {
  const listing =
    '<pre>if (x) {\n    short();\n    <span class="hljs-title">aVeryLongFunctionName</span>(withArguments, andMore);\n}</pre>';

  it('puts each line’s indentation in an element that may not wrap, the text as it was', () => {
    const nodes = parseHtml(listing);
    keepCodeIndentation(nodes);
    expect(serializeHtml(nodes)).toBe(
      '<pre>if (x) {\n<span class="code-indent">    </span>short();\n<span class="code-indent">    </span>' +
        '<span class="hljs-title">aVeryLongFunctionName</span>(withArguments, andMore);\n}</pre>',
    );
  });

  it('takes it out again of the lines too short to wrap, in a listing of so many columns', () => {
    const nodes = parseHtml(listing);
    keepCodeIndentation(nodes);
    unwrapIndentationOfShortLines(nodes, 20);
    expect(serializeHtml(nodes)).toBe(
      '<pre>if (x) {\n    short();\n<span class="code-indent">    </span>' +
        '<span class="hljs-title">aVeryLongFunctionName</span>(withArguments, andMore);\n}</pre>',
    );
  });

  it('leaves an equation in a listing whole: no HTML inside its MathML, the line after it indented as before', () => {
    const nodes = parseHtml(
      '<pre>product <math xmlns="http://www.w3.org/1998/Math/MathML">\n  <mo>←</mo>\n</math> counter\n  next</pre>',
    );
    keepCodeIndentation(nodes);
    expect(serializeHtml(nodes)).toBe(
      '<pre>product <math xmlns="http://www.w3.org/1998/Math/MathML">\n  <mo>←</mo>\n</math> counter\n' +
        '<span class="code-indent">  </span>next</pre>',
    );
  });
});
