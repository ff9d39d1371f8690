import { BOOK_FILE_CSP, siteFileHeaders, withoutMetaRefresh } from './site-file-policy';

describe('siteFileHeaders', () => {
  it("serves the site's own pages and files under the site's policy", () => {
    for (const path of ['index.html', 'ch01.html', 'style.css', 'fonts/serif.woff2', 'site/search.js']) {
      expect(siteFileHeaders(path, 'x/y')).toEqual({ contentType: 'x/y', headers: {}, sitePolicy: true });
    }
  });

  it('sandboxes book files, and serves active ones as plain-text downloads', () => {
    expect(siteFileHeaders('assets/images/cover.png', 'image/png')).toEqual({
      contentType: 'image/png',
      headers: { 'content-security-policy': BOOK_FILE_CSP },
      sitePolicy: false,
    });
    expect(
      siteFileHeaders('assets/images/figure.svg', 'image/svg+xml').headers['content-security-policy'],
    ).toBe(BOOK_FILE_CSP);
    for (const name of ['redirect.html', 'x.HTM', 'a.xhtml', 'evil.js', 'data.xml', 'm.mjs']) {
      const served = siteFileHeaders(`assets/${name}`, 'text/html; charset=utf-8');
      expect(served.contentType).toBe('text/plain; charset=utf-8');
      expect(served.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(served.headers['content-security-policy']).toMatch(/^sandbox;/);
    }
  });
});

describe('withoutMetaRefresh', () => {
  it('removes refresh meta tags in any spelling and keeps the others', () => {
    const page =
      '<head><meta charset="utf-8"><META HTTP-EQUIV="Refresh" CONTENT="0; url=https://evil.example/">' +
      '<meta http-equiv=refresh content=\'0;url=//evil.example\'><meta name="viewport" content="a>b">' +
      '<meta content="1" http-equiv = " refresh"></head>';
    expect(withoutMetaRefresh(page)).toBe(
      '<head><meta charset="utf-8"><meta name="viewport" content="a>b"></head>',
    );
  });
});
