import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { loadPlatformConfig } from '../renderers';
import { buildBookModel } from '../renderers/model/build-book-model';
import type { BookSource } from '../renderers/types';
import { launchBrowser } from './support/browser';

/** DOMPurify's published test vectors (title and payload; source and licence in the file). */
const FIXTURE = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'dompurify-vectors.json'), 'utf8')) as {
  source: string;
  vectors: { title: string; payload: string }[];
};
const PAGE = 'http://vectors.test/';

interface Outcome {
  dialogs: string[];
  requests: string[];
  globals: string[];
  runnable: string[];
}

/** One book with every vector as a chapter of its own: the path a source takes to the sanitizer and past it. */
function vectorBook(): BookSource {
  const files = new Map<string, string>();
  FIXTURE.vectors.forEach((vector, index) => {
    files.set(
      `v${index}.html`,
      `<section data-type="chapter"><h1>Vector ${index}</h1>\n${vector.payload}\n</section>`,
    );
  });
  const config = { title: 'Vectors', files: [...files.keys()] };
  return {
    readFile: async (path) => {
      if (path === 'platform.json') return Buffer.from(JSON.stringify(config));
      const file = files.get(path);
      return file === undefined ? null : Buffer.from(file);
    },
  };
}

/**
 * Loads `body` in Chromium with scripts enabled and reports everything that would show a script ran or
 * something was fetched: dialogs, requests anywhere but the page itself, window properties that were not there
 * before the body parsed, and what is left in the live DOM that could run later (script elements, event
 * handler attributes, script or HTML-document URLs).
 */
async function load(
  page: Page,
  context: BrowserContext,
  body: string,
  state: { html: string },
): Promise<Outcome> {
  const outcome: Outcome = { dialogs: [], requests: [], globals: [], runnable: [] };
  state.html = `<!doctype html><html><head></head><body>${body}</body></html>`;
  const onDialog = (dialog: { message(): string; dismiss(): Promise<void> }) => {
    outcome.dialogs.push(dialog.message());
    void dialog.dismiss();
  };
  const onRequest = (request: { url(): string }) => {
    if (request.url() !== PAGE) outcome.requests.push(request.url());
  };
  page.on('dialog', onDialog);
  context.on('request', onRequest);
  try {
    await page.goto(PAGE, { waitUntil: 'load' });
    await page.waitForTimeout(30);
    const found = await page.evaluate(() => {
      const before = new Set((window as unknown as { __globalsBefore: string[] }).__globalsBefore);
      const globals = Object.getOwnPropertyNames(window).filter((name) => !before.has(name));
      const runnable: string[] = [];
      const scriptUrl =
        /^(?:javascript|vbscript|livescript):|^data:(?:text\/html|application\/xhtml|image\/svg)/i;
      for (const el of Array.from(document.querySelectorAll('*'))) {
        const tag = el.localName;
        if (['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'].includes(tag)) {
          runnable.push(`<${tag}>`);
        }
        for (const attr of Array.from(el.attributes)) {
          const value = [...attr.value].filter((ch) => ch.charCodeAt(0) > 0x20).join('');
          if (/^on/i.test(attr.name)) runnable.push(`<${tag} ${attr.name}>`);
          else if (
            /(?:^|:)(?:href|src|action|formaction|data|srcdoc)$/i.test(attr.name) &&
            scriptUrl.test(value)
          ) {
            runnable.push(`<${tag} ${attr.name}="${attr.value.slice(0, 40)}">`);
          }
        }
      }
      return { globals: globals.filter((name) => name !== '__globalsBefore'), runnable };
    });
    outcome.globals = found.globals;
    outcome.runnable = found.runnable;
  } finally {
    page.off('dialog', onDialog);
    context.off('request', onRequest);
  }
  return outcome;
}

describe("security: DOMPurify's published vectors through the book's sanitizer, loaded in Chromium", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const state = { html: '' };

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext();
    await context.addInitScript(() => {
      (window as unknown as { __globalsBefore: string[] }).__globalsBefore =
        Object.getOwnPropertyNames(window);
    });
    // The page is served here; everything else it asks for is recorded (above) and refused.
    await context.route('**/*', (route) =>
      route.request().url() === PAGE
        ? route.fulfill({ contentType: 'text/html; charset=utf-8', body: state.html })
        : route.abort(),
    );
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sees a vector run when nothing sanitizes it (the harness can tell)', async () => {
    const raw = await load(
      page,
      context,
      '<img src="x" onerror="alert(1)"><script>window.pwned = 1</script><img src="https://evil.test/t.png">' +
        '<a href="javascript:alert(2)">x</a>',
      state,
    );
    expect(raw.dialogs).toEqual(['1']);
    expect(raw.globals).toEqual(['pwned']);
    expect(raw.requests).toEqual(
      expect.arrayContaining(['http://vectors.test/x', 'https://evil.test/t.png']),
    );
    expect(raw.runnable.sort()).toEqual(['<a href="javascript:alert(2)">', '<img onerror>', '<script>']);
  });

  it(`runs none of the ${FIXTURE.vectors.length} vectors, fetches nothing and leaves nothing runnable`, async () => {
    expect(FIXTURE.vectors.length).toBeGreaterThan(200);
    const source = vectorBook();
    const loaded = await loadPlatformConfig(source);
    if (!loaded.ok) throw new Error(loaded.message);
    const model = await buildBookModel(source, loaded.config, { bookName: 'eve/vectors', format: 'html' });
    // A vector whose every element goes (a <template> in a <body>) leaves no chapter; nearly all leave one.
    expect(model.divisions.length).toBeGreaterThan(200);
    const failures: { vector: string; outcome: Outcome }[] = [];
    let loadedPages = 0;
    for (const [index, vector] of FIXTURE.vectors.entries()) {
      const html = model.divisions
        .filter((division) => division.sourceFile === `v${index}.html`)
        .map((division) => division.html)
        .join('\n');
      const outcome = await load(page, context, html, state);
      loadedPages++;
      const ran = [outcome.dialogs, outcome.requests, outcome.globals, outcome.runnable].some(
        (list) => list.length,
      );
      if (ran) failures.push({ vector: `${index}: ${vector.title}`, outcome });
    }
    expect(loadedPages).toBe(FIXTURE.vectors.length);
    expect(failures).toEqual([]);
  }, 300_000);
});
