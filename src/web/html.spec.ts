import { escapeHtml, html, trusted } from './html';

describe('html', () => {
  it('escapes every interpolation', () => {
    const name = `<script>alert("x")</script>&'`;
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</p>',
    );
  });

  it('passes nested html through once, joins lists, and renders nothing for nullish and booleans', () => {
    const items = ['<a>', 'b'].map((x) => html`<li>${x}</li>`);
    // Through an alias: Prettier reformats templates tagged `html`, and this one's whitespace is the point.
    const tag = html;
    expect(tag`<ul>${items}</ul>${null}${undefined}${false}${0}`.value).toBe(
      '<ul><li>&lt;a&gt;</li><li>b</li></ul>0',
    );
  });

  it('trusts only what is marked trusted', () => {
    expect(html`${trusted('<b>x</b>')}`.value).toBe('<b>x</b>');
    expect(escapeHtml('`')).toBe('&#96;');
  });
});
