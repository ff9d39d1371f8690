import { parseHtml, serializeHtml } from '../dom/html-dom';
import { keepHyphenDashesWhole } from './dash-runs';

function printed(html: string): string {
  const nodes = parseHtml(html);
  keepHyphenDashesWhole(nodes);
  return serializeHtml(nodes);
}

describe('keepHyphenDashesWhole', () => {
  it('holds each run of two or more hyphens on one line', () => {
    expect(printed('<p>Wool -- or linen --- dyes well; well-known.</p>')).toBe(
      '<p>Wool <span class="keep-together">--</span> or linen <span class="keep-together">---</span> dyes well; well-known.</p>',
    );
    expect(printed('<p>Spin <em>then--ply</em>.</p>')).toBe(
      '<p>Spin <em>then<span class="keep-together">--</span>ply</em>.</p>',
    );
  });

  it('holds an arrow typed with hyphens on one line, and leaves a lone hyphen to break', () => {
    expect(printed('<p>Die Variable $this->baseurl, a <- b, c --> d, e <--> f, well-known, x - y.</p>')).toBe(
      '<p>Die Variable $this<span class="keep-together">-&gt;</span>baseurl, a <span class="keep-together">&lt;-</span> b, ' +
        'c <span class="keep-together">--&gt;</span> d, e <span class="keep-together">&lt;--&gt;</span> f, well-known, x - y.</p>',
    );
  });

  it('leaves code, and a phrase already kept together, as written', () => {
    expect(printed('<p>Run <code>ls --all</code>.</p><pre>a -- b</pre>')).toBe(
      '<p>Run <code>ls --all</code>.</p><pre>a -- b</pre>',
    );
    expect(printed('<p><span class="keep-together">x -- y</span></p>')).toBe(
      '<p><span class="keep-together">x -- y</span></p>',
    );
  });
});
