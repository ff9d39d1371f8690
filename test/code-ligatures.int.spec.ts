import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEFAULT_HTML_CSS } from '../renderers/html/default-style';
import { withChromium } from '../renderers/pdf/chromium';
import { BOOK_CONTENT_CSS } from '../renderers/theme/book-style';
import { fontFaceCss, loadBookFonts } from '../renderers/theme/fonts';

/**
 * JetBrains Mono, the shipped code font, draws `=>`, `->` and `!=` as arrows and a not-equal sign unless its
 * contextual alternates are turned off (the Rust book's PDF showed `Coin::Penny ⇒ 1`). In real Chromium, with
 * the shipped font: code set by each format's stylesheet looks exactly like the same characters each in a box
 * of its own (where no ligature can form), and unlike the font's default rendering.
 */
const SEQUENCES = ['=>', '->', '!=', '==', '<=', '>=', '::', '|>', '&&', '//'];
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const apart = (text: string) =>
  [...text].map((c) => `<span style="display: inline-block">${escape(c)}</span>`).join('');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'octavo-ligatures-'));
  const fonts = await loadBookFonts();
  for (const face of fonts) {
    await mkdir(dirname(join(dir, face.file)), { recursive: true });
    await writeFile(join(dir, face.file), face.data);
  }
  await writeFile(join(dir, 'fonts.css'), fontFaceCss(fonts));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function shots(css: string): Promise<{ styled: string; apart: string; ligatures: string }> {
  const page = (body: string, extra = '') =>
    `<!DOCTYPE html><html><head><link rel="stylesheet" href="fonts.css"><style>${css}
      body { margin: 0; background: #fff; } pre { margin: 0; padding: 4px; font-size: 40px; border: 0; background: #fff; }
      ${extra}</style></head><body><pre><code>${body}</code></pre></body></html>`;
  const text = SEQUENCES.join(' ');
  const files = {
    styled: page(escape(text)),
    apart: page(SEQUENCES.map(apart).join(' ')),
    ligatures: page(
      escape(text),
      'code { font-variant-ligatures: normal !important; font-feature-settings: normal !important; }',
    ),
  };
  return withChromium(dir, undefined, async (browser) => {
    const out: Record<string, string> = {};
    for (const [name, html] of Object.entries(files)) {
      await writeFile(join(dir, `${name}.html`), html);
      const tab = await browser.newPage();
      await tab.setViewport({ width: 1200, height: 80 });
      await tab.goto(`file://${join(dir, `${name}.html`)}`);
      await tab.evaluate(() => document.fonts.ready);
      out[name] = Buffer.from(await tab.screenshot({ type: 'png' })).toString('base64');
      await tab.close();
    }
    return out as { styled: string; apart: string; ligatures: string };
  });
}

it.each([
  ['PDF and EPUB (the book stylesheet)', BOOK_CONTENT_CSS],
  ['the HTML site', DEFAULT_HTML_CSS],
])(
  'sets code without ligatures in %s: each character drawn as itself',
  async (_name, css) => {
    const { styled, apart: separate, ligatures } = await shots(css);
    // The font does have ligatures for these: its default drawing differs.
    expect(ligatures).not.toEqual(separate);
    expect(styled).toEqual(separate);
  },
  60_000,
);
