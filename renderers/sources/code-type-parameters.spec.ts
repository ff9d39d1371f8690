import { formatWarning } from '../warnings';
import { escapeCodeTypeParameters } from './code-type-parameters';

describe('escapeCodeTypeParameters', () => {
  const escaped = (html: string) => {
    const result = escapeCodeTypeParameters(html, 'ch01.html');
    return { html: result.html, warnings: result.warnings.map(formatWarning) };
  };

  it('prints a type written unescaped in a listing as written, and says where, once per type', () => {
    expect(
      escaped('<pre>\nQueue<Order> q = new Queue<Order>();\nMap<String, Long> m;\nList<List<Tile>> b;</pre>'),
    ).toEqual({
      html:
        '<pre>\nQueue&lt;Order> q = new Queue&lt;Order>();\nMap&lt;String, Long> m;\n' +
        'List&lt;List&lt;Tile>> b;</pre>',
      warnings: [
        'ch01.html:2: <Order> in code is written unescaped (2 times in this file, the first here): a browser ' +
          'reads it as a tag and drops it; it is printed as written, and to show it in every HTML tool write it ' +
          'as &lt;Order&gt;',
        'ch01.html:3: <String, Long> in code is written unescaped: a browser reads it as a tag and drops it; it ' +
          'is printed as written, and to show it in every HTML tool write it as &lt;String, Long&gt;',
        'ch01.html:4: <List<Tile> in code is written unescaped: a browser reads it as a tag and drops it; it is ' +
          'printed as written, and to show it in every HTML tool write it as &lt;List&lt;Tile&gt;',
      ],
    });
  });

  it('escapes inline code too', () => {
    expect(escaped('<p>A <code>Stack<Plate></code> of plates.</p>').html).toBe(
      '<p>A <code>Stack&lt;Plate></code> of plates.</p>',
    );
  });

  it('leaves markup alone: HTML elements, tags with attributes or an end tag, and text outside code', () => {
    const html =
      '<pre><strong>Pot<b>x</b></strong>\n<callout>1</callout>\n<mark-up class="x">y\n</pre>' +
      '<p>An <idx>index mark</idx> and a <Seedling> in prose.</p>';
    expect(escaped(html)).toEqual({ html, warnings: [] });
  });
});
