import { parseHtml, serializeHtml } from '../dom/html-dom';
import { addBreakOpportunities, breakPoints } from './break-opportunities';

const run = (html: string) => {
  const nodes = parseHtml(html);
  addBreakOpportunities(nodes);
  return serializeHtml(nodes);
};

describe('addBreakOpportunities', () => {
  it('lets a URL break after its scheme and before slashes and dots', () => {
    expect(
      run('<p>See <a href="https://example.com/docs/page">https://example.com/docs/page</a> now</p>'),
    ).toBe(
      '<p>See <a href="https://example.com/docs/page">https://<wbr>example<wbr>.com<wbr>/docs<wbr>/page</a> now</p>',
    );
  });

  it('breaks long identifiers in inline code at camelCase and punctuation, never short words', () => {
    expect(run('<p><code>getTransactionReceipt</code> and <code>eth_call</code></p>')).toBe(
      '<p><code>get<wbr>Transaction<wbr>Receipt</code> and <code>eth_call</code></p>',
    );
  });

  it('breaks a hex address every 12 characters', () => {
    const address = '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE';
    const points = breakPoints(address);
    expect(points.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < points.length; i++) expect(points[i] - points[i - 1]).toBeLessThanOrEqual(12);
  });

  it('leaves code blocks, math and ordinary prose alone', () => {
    const html =
      '<pre>https://example.com/a/very/long/path/in/a/listing</pre><p>An ordinary sentence with extraordinarily long words.</p>';
    expect(run(html)).toBe(html);
  });

  it('breaks a bare URL in prose', () => {
    expect(run('<p>at https://github.com/ethereum/go-ethereum today</p>')).toContain(
      'https://<wbr>github<wbr>.com<wbr>/ethereum<wbr>/go<wbr><span class="keep-together">-ethereum</span> today',
    );
  });

  it('never breaks code or an address after a hyphen of its own: only before it, where long enough', () => {
    expect(run('<p>a <code>--warm-start</code> flag, <code>hive-box</code>, <code>-v</code></p>')).toBe(
      '<p>a <code><span class="keep-together">--warm-start</span></code> flag, ' +
        '<code><span class="keep-together">hive-box</span></code>, <code>-v</code></p>',
    );
    expect(run('<p><code>--queen-honey-flow-rate</code></p>')).toBe(
      '<p><code><span class="keep-together">--queen</span><wbr><span class="keep-together">-honey</span><wbr>' +
        '<span class="keep-together">-flow</span><wbr><span class="keep-together">-rate</span></code></p>',
    );
  });

  it('leaves prose hyphens breakable, in a table cell too', () => {
    const html = '<p>a well-kept hive</p><table><tr><td>well-kept and well-ventilated</td></tr></table>';
    expect(run(html)).toBe(html);
  });
});
