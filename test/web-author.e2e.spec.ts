import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ApiClient } from './support/api-client';
import { launchBrowser, Visitor } from './support/browser';
import { OctavoServer, ROOT } from './support/octavo-server';
import { expectOk, SshUser } from './support/ssh-client';

const PNG = readFileSync(join(ROOT, 'test', 'fixtures', 'books', 'handbook', 'images', 'cover.png'));

/** A long Markdown chapter: 120 numbered lines, so "every line" is something to count. */
const LONG_CHAPTER = [
  '# First Chapter',
  '',
  ...Array.from({ length: 118 }, (_, i) => `Line ${i + 3} of the first chapter, with *emphasis*.`),
].join('\n');

/** The AsciiDoc chapter; its line 9 names an image that is not there (the build log's warning). */
const SECOND = [
  '== Second Chapter',
  '',
  'As <<third>> explains, and <<fig-dot>> shows.',
  '',
  '[[fig-dot]]',
  '.A small picture',
  'image::images/dot.png[A dot]',
  '',
  'image::images/missing.png[A missing picture]',
  '',
].join('\n');

const BOOK = {
  'platform.json':
    '{\n  "title": "Author Book",\n  "files": [\n    "ch01.md",\n    "ch02.adoc",\n    "ch03.html"\n  ]\n}\n',
  'ch01.md': `${LONG_CHAPTER}\n`,
  'ch02.adoc': SECOND,
  'ch03.html':
    '<section data-type="chapter" id="third"><h1>Third Chapter</h1><p>HTMLBook text.</p></section>\n',
};

/**
 * The author's loop in a real browser (Debian Chromium): read every line of a file and its rendering, write with
 * a live preview, see history and diffs, read a build's log down to the line, rebuild, see a push that built
 * nothing, publish a site that follows its branch, in light and dark, and read the API reference on a phone.
 */
describe('web UI: see what you wrote, know what happened, fix it where you are', () => {
  const server = new OctavoServer();
  let browser: Browser;
  let ann: Visitor;
  let api: ApiClient;
  let ssh: SshUser;
  let htmlBuild = 0;
  /** Dialogs seen while the unsaved-changes guard is tested (dismissed then; accepted at any other time). */
  let guarding: string[] | null = null;

  async function put(path: string, content: string | Buffer, message = `Add ${path}`) {
    const body =
      typeof content === 'string'
        ? { content, message }
        : { content_base64: content.toString('base64'), message };
    const response = await api.put(`/api/projects/ann/book/files/${path}`, body);
    expect(response.status).toBe(200);
  }

  async function waitForBuild(id: number) {
    for (let i = 0; i < 600; i++) {
      const build = await api.get(`/api/builds/${id}`);
      const statuses = (build.json.status as Array<{ status: string }>).map((s) => s.status);
      if (statuses.every((s) => s === 'completed' || s === 'failed')) return build.json;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`build ${id} did not finish`);
  }

  const frame = (page: Page) => page.frameLocator('iframe.preview-frame');

  beforeAll(async () => {
    await server.start();
    api = new ApiClient(server.baseUrl, await server.createUser('ann'));
    browser = await launchBrowser();
    ann = await Visitor.open(browser, server.baseUrl);
    await ann.logIn('ann');
    ann.page.on('dialog', (dialog) => {
      if (guarding) {
        guarding.push(dialog.type());
        void dialog.dismiss();
      } else void dialog.accept();
    });
    expect((await api.post('/api/projects', { name: 'book', starter: false })).status).toBe(201);
    ssh = await SshUser.create('ann');
    expect((await api.post('/api/ssh_keys', { title: 'laptop', key: ssh.publicKey })).status).toBe(201);
    const work = ssh.workdir('book');
    expectOk(await ssh.git(['init', '--quiet', '-b', 'main', work]), 'git init');
    for (const [path, content] of Object.entries(BOOK))
      await ssh.commitFile(work, path, content, `Add ${path}`);
    const url = `ssh://git@127.0.0.1:${server.sshPort}/ann/book.git`;
    expectOk(await ssh.git(['push', '--quiet', url, 'main'], work), 'first push');
    await put('images/dot.png', PNG, 'Add the dot');
  });

  afterAll(async () => {
    await browser?.close();
    await server.stop();
  });

  it('shows every line of a file, numbered, highlighted, and lands on #L80', async () => {
    const { page } = ann;
    await page.goto('/ann/book/blob/main/ch01.md#L80');
    const lines = page.locator('pre.code.numbered .line');
    expect(await lines.count()).toBe(120);
    expect(await page.locator('#L120 .lc').textContent()).toBe(
      'Line 120 of the first chapter, with *emphasis*.',
    );
    expect(await page.locator('#L1 .hljs-section').textContent()).toBe('# First Chapter');
    // The anchor is the line the browser scrolled to, and it is marked.
    expect(await page.locator('#L80').evaluate((el) => el.matches(':target'))).toBe(true);
    const box = await page.locator('#L80').boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(860);
    expect(await page.locator('.last-change').textContent()).toContain('Add ch01.md');
    await ann.screenshot('70-file-viewer-lines');
  });

  it('previews an AsciiDoc and a Markdown chapter with the book renderer, links to other chapters and images', async () => {
    const { page } = ann;
    await page.goto('/ann/book/blob/main/ch02.adoc');
    await page.getByRole('link', { name: 'Preview' }).click();
    await page.waitForURL('**/blob/main/ch02.adoc?view=preview');
    const preview = frame(page);
    expect(await preview.locator('h1').textContent()).toContain('Chapter 2');
    expect(await preview.locator('h1').textContent()).toContain('Second Chapter');
    const xref = preview.locator('a[data-preview-xref]');
    expect(await xref.getAttribute('href')).toBe('/ann/book/blob/main/ch03.html?view=preview#third');
    expect(await xref.getAttribute('target')).toBe('_top');
    expect(await xref.textContent()).toBe('Chapter 3');
    expect(await preview.locator('a[href="#fig-dot"]').textContent()).toBe('Figure 2-1');
    // The image comes through the app's file route, with the reader's session.
    const img = preview.locator('img[alt="A dot"]');
    await img.waitFor();
    await page.waitForFunction(() => {
      const doc = document.querySelector('iframe.preview-frame') as HTMLIFrameElement;
      const image = doc.contentDocument?.querySelector('img[alt="A dot"]') as HTMLImageElement | null;
      return !!image && image.complete && image.naturalWidth > 0;
    });
    expect(await img.getAttribute('src')).toBe('/ann/book/raw/main/images/dot.png');
    // The chapter's warning, linked to its line in the source.
    const warning = page.locator('#preview-problems li', { hasText: 'images/missing.png' });
    expect(await warning.locator('a').getAttribute('href')).toBe('/ann/book/blob/main/ch02.adoc#L9');
    await ann.screenshot('71-preview-asciidoc');

    await xref.click();
    await page.waitForURL('**/blob/main/ch03.html?view=preview#third');
    expect(await frame(page).locator('h1').textContent()).toContain('Third Chapter');

    await page.goto('/ann/book/blob/main/ch01.md?view=preview');
    expect(await frame(page).locator('h1').textContent()).toContain('First Chapter');
    expect(await frame(page).locator('em').first().textContent()).toBe('emphasis');
    expect(await page.locator('#preview-problems').textContent()).toContain('No warnings');
    await ann.screenshot('72-preview-markdown');
  });

  it('re-renders the preview as the author types, lists the warnings, and a warning moves the cursor to its line', async () => {
    const { page } = ann;
    await page.goto('/ann/book/edit/main/ch01.md');
    const pane = page.locator('[data-live-preview]');
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-live-preview]')?.dataset.state === 'ready',
    );
    expect(await frame(page).locator('h1').textContent()).toContain('First Chapter');
    await page.locator('.CodeMirror-code').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('# A Title Typed Just Now\n\n![A sketch](sketch.png)\n\n');
    await page.waitForFunction(() => {
      const doc = (document.querySelector('iframe.preview-frame') as HTMLIFrameElement).contentDocument;
      return !!doc?.body?.textContent?.includes('A Title Typed Just Now');
    });
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-live-preview]')?.dataset.state === 'ready',
    );
    // The pane says how long the last rendering took, keystroke to shown (bench:preview measures it, not a test).
    expect(Number(await pane.getAttribute('data-last-render-ms'))).toBeGreaterThan(0);
    const warning = page.locator('#preview-problems a[data-line]', { hasText: 'ch01.md:3' });
    await warning.waitFor();
    await ann.screenshot('73-editor-live-preview');
    await page.locator('.CodeMirror-code').click();
    await page.keyboard.press('Control+End');
    await warning.click();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { octavoEditor: { getCursor(): { line: number } } }).octavoEditor.getCursor()
            .line,
      ),
    ).toBe(2);
  });

  it('asks before leaving the editor with text not committed', async () => {
    const { page } = ann;
    // Still on the editor, with the typed text.
    const asked: string[] = [];
    guarding = asked;
    await page.getByRole('link', { name: 'History', exact: true }).first().click();
    await page.waitForTimeout(500);
    guarding = null;
    expect(asked).toEqual(['beforeunload']);
    expect(new URL(page.url()).pathname).toBe('/ann/book/edit/main/ch01.md');
    // Committing is not leaving.
    await page.getByLabel('Commit message').fill('Retitle chapter one');
    await page.getByRole('button', { name: 'Commit changes' }).click();
    await page.waitForURL('**/blob/main/ch01.md?done=committed');
  });

  it('shows a stale edit as a diff of your text against the branch, with your text to copy', async () => {
    const { page } = ann;
    await page.goto('/ann/book/edit/main/ch03.html');
    await put(
      'ch03.html',
      '<section data-type="chapter" id="third"><h1>Third Chapter</h1><p>Changed meanwhile.</p></section>\n',
      'Meanwhile',
    );
    await page.locator('.CodeMirror-code').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('<p>My own addition.</p>\n');
    await page.getByLabel('Commit message').fill('My change');
    await page.getByRole('button', { name: 'Commit changes' }).click();
    await page.getByText('Your change was not committed').waitFor();
    const added = page.locator('.conflict-diff tr.add');
    expect(await added.allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('My own addition.')]),
    );
    expect(await page.locator('.conflict-diff tr.del').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Changed meanwhile.')]),
    );
    expect(await page.locator('#your-text').inputValue()).toContain('<p>My own addition.</p>');
    await ann.screenshot('74-stale-edit-diff');
    await page.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('My own addition.');
    await page.getByRole('button', { name: 'Commit my version on top' }).click();
    await page.waitForURL('**/blob/main/ch03.html?done=committed');
  });

  it('adds a new chapter to the book: the files list of platform.json, in the same commit', async () => {
    const { page } = ann;
    await page.goto('/ann/book/new/main');
    await page.getByLabel('File name').fill('ch04.md');
    expect(await page.getByLabel(/Add to the book/).isChecked()).toBe(true);
    await page.locator('.CodeMirror-code').click();
    await page.keyboard.type('# Fourth Chapter\n\nNew words.\n');
    await page.waitForFunction(() => {
      const doc = (document.querySelector('iframe.preview-frame') as HTMLIFrameElement).contentDocument;
      return !!doc?.body?.textContent?.includes('Fourth Chapter');
    });
    // Numbered after the book's other chapters (ch01 and ch03 have two each by now).
    expect(await frame(page).locator('h1').textContent()).toMatch(/^Chapter \d+ Fourth Chapter$/);
    await page.getByLabel('Commit message').fill('Start chapter four');
    await page.getByRole('button', { name: 'Commit new file' }).click();
    await page.waitForURL('**/blob/main/ch04.md?done=committed-added');
    const config = await api.get('/api/projects/ann/book/files/platform.json');
    expect(config.text).toBe(
      '{\n  "title": "Author Book",\n  "files": [\n    "ch01.md",\n    "ch02.adoc",\n    "ch03.html",\n    "ch04.md"\n  ]\n}\n',
    );
  });

  it('lists the commits of a branch and shows a commit with its diff', async () => {
    const { page } = ann;
    await page.goto('/ann/book');
    await page.getByRole('link', { name: 'History', exact: true }).first().click();
    await page.waitForURL('**/ann/book/commits');
    const subjects = await page.locator('ol.commits .commit-subject').allTextContents();
    expect(subjects.slice(0, 3)).toEqual(['Start chapter four', 'My change', 'Meanwhile']);
    expect(await page.locator('ol.commits .commit').first().textContent()).toMatch(/ann committed/);
    expect(await page.locator('ol.commits a.sha').first().textContent()).toMatch(/^[0-9a-f]{7}$/);
    await ann.screenshot('75-commits');
    await page.locator('ol.commits .commit-subject', { hasText: 'Start chapter four' }).click();
    await page.waitForURL(/\/ann\/book\/commit\/[0-9a-f]{40}$/);
    expect(await page.locator('.changed-files').textContent()).toContain('ch04.md');
    expect(await page.locator('.changed-files').textContent()).toContain('platform.json');
    expect(await page.locator('table.diff tr.add').allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"ch04.md"'),
        expect.stringContaining('# Fourth Chapter'),
      ]),
    );
    await ann.screenshot('76-commit-diff');
  });

  it("reads a build's log: each warning links to its line at the built commit", async () => {
    const { page } = ann;
    await page.goto('/ann/book/builds');
    for (const box of await page.locator('input[name=formats]').all()) await box.uncheck();
    await page.locator('input[name=formats][value=html]').check();
    await page.getByRole('button', { name: 'Build', exact: true }).click();
    await page.waitForURL(/\/builds\/\d+$/);
    htmlBuild = Number(new URL(page.url()).pathname.split('/').pop());
    await page.locator('#build-status[data-build-state="final"]').waitFor({ timeout: 120_000 });
    const badge = page.locator('tr.format-row[data-format=html] .status');
    expect(await badge.textContent()).toMatch(/completed with \d+ warnings?/);
    await page.locator('a.log-link[data-log=html]').click();
    await page.waitForURL(`**/ann/book/builds/${htmlBuild}/html`);
    expect(await page.locator('.timing').textContent()).toMatch(/rendered in/);
    const link = page.locator('.log-warnings a.where', { hasText: 'ch02.adoc:9' });
    await ann.screenshot('77-build-log');
    await link.click();
    await page.waitForURL(/\/ann\/book\/blob\/[0-9a-f]{40}\/ch02\.adoc#L9$/);
    expect(await page.locator('#L9').evaluate((el) => el.matches(':target'))).toBe(true);
    expect(await page.locator('#L9 .lc').textContent()).toBe('image::images/missing.png[A missing picture]');
    await ann.screenshot('78-log-line');
  });

  it('rebuilds a build: the same commit and formats, marked as a rebuild in the list', async () => {
    const { page } = ann;
    await page.goto(`/ann/book/builds/${htmlBuild}`);
    expect(await page.locator('.page-head .trigger').textContent()).toBe('web');
    await page.getByRole('button', { name: /^Rebuild/ }).click();
    await page.waitForURL(/\/builds\/\d+$/);
    const rebuilt = Number(new URL(page.url()).pathname.split('/').pop());
    expect(rebuilt).toBeGreaterThan(htmlBuild);
    expect(await page.locator('.page-head .trigger').textContent()).toBe('rebuild');
    expect((await page.locator('.facts').textContent())!.replace(/\s+/g, ' ')).toContain(
      `rebuilding #${htmlBuild}`,
    );
    const original = (await api.get(`/api/builds/${htmlBuild}`)).json;
    const again = await waitForBuild(rebuilt);
    expect(again.commit).toBe(original.commit);
    expect(again.status.map((s: { format: string }) => s.format)).toEqual(['html']);
    await page.goto('/ann/book/builds');
    const row = page.locator(`tr[data-build="${rebuilt}"]`);
    expect(await row.locator('.trigger').textContent()).toBe('rebuild');
    expect(await row.locator('.commit-message').textContent()).toBe('Start chapter four');
    expect(Number(await row.locator('.warn-total').textContent())).toBeGreaterThan(0);
  });

  it('shows a push that broke platform.json in the builds list, with the reason', async () => {
    const { page } = ann;
    const work = ssh.workdir('broken-push');
    const url = `ssh://git@127.0.0.1:${server.sshPort}/ann/book.git`;
    expectOk(await ssh.git(['clone', '--quiet', url, work]), 'clone');
    await ssh.commitFile(
      work,
      'platform.json',
      '{\n  "title": "Author Book",\n  "files": ["ch01.md",\n}\n',
      'Break the configuration',
    );
    const pushed = expectOk(await ssh.git(['push', 'origin', 'main'], work), 'push');
    expect(pushed.stderr).toContain('remote: platform.json:4: not valid JSON');
    await page.goto('/ann/book/builds');
    const refused = page.locator('tr.refused').first();
    expect(await refused.textContent()).toContain('No build was started');
    expect(await refused.locator('.refusal-lines').textContent()).toContain(
      'platform.json:4: not valid JSON',
    );
    expect(await refused.locator('.commit-message').textContent()).toBe('Break the configuration');
    await ann.screenshot('79-builds-push-refused');
    // Mend it for what follows.
    await ssh.commitFile(
      work,
      'platform.json',
      BOOK['platform.json'].replace('"ch03.html"\n', '"ch03.html",\n    "ch04.md"\n'),
      'Mend the configuration',
    );
    expectOk(await ssh.git(['pull', '--quiet', '--rebase', 'origin', 'main'], work), 'pull');
    expectOk(await ssh.git(['push', '--quiet', 'origin', 'main'], work), 'push');
  });

  it('publishes a site that follows its branch: each new html build of it is shown', async () => {
    const { page } = ann;
    await page.goto('/ann/book/settings');
    await page.locator('#site input[name=public]').check();
    await page.getByLabel('Keep it up to date').selectOption('main');
    await page.getByRole('button', { name: 'Publish the latest HTML build' }).click();
    await page.waitForURL('**/settings?done=site-following#site');
    const before = await page.locator('.site-status').textContent();
    expect(before).toMatch(/shows\s+build #\d+/);
    expect(await page.locator('.site-follow').textContent()).toContain('It follows main');
    const shownBefore = Number(/build #(\d+)/.exec(before!)![1]);

    await put(
      'ch03.html',
      '<section data-type="chapter" id="third"><h1>Third Chapter</h1><p>Published by following.</p></section>\n',
      'Words for the site',
    );
    const started = await api.post('/api/builds', { project: 'ann/book', formats: 'html', branch: 'main' });
    expect(started.status).toBe(201);
    await waitForBuild(started.json.id);
    let shown = shownBefore;
    for (let i = 0; i < 100 && shown !== started.json.id; i++) {
      await new Promise((r) => setTimeout(r, 100));
      await page.goto('/ann/book/settings');
      shown = Number(/build #(\d+)/.exec((await page.locator('.site-status').textContent())!)![1]);
    }
    expect(shown).toBe(started.json.id);
    await ann.screenshot('80-site-follows-branch');
    // The public site now serves that build: one of its pages has the new words.
    const index = await fetch(`${server.baseUrl}/sites/ann/book/`);
    expect(index.status).toBe(200);
    const pages = [
      ...new Set([...(await index.text()).matchAll(/href="([\w.-]+\.html)"/g)].map((m) => m[1])),
    ];
    const texts = await Promise.all(
      pages.map(async (name) => (await fetch(`${server.baseUrl}/sites/ann/book/${name}`)).text()),
    );
    expect(texts.some((text) => text.includes('Published by following.'))).toBe(true);
  });

  it('follows the system setting into dark mode on every page', async () => {
    const dark = await browser.newContext({
      baseURL: server.baseUrl,
      colorScheme: 'dark',
      viewport: { width: 1280, height: 860 },
    });
    const page = await dark.newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill('ann');
    await page.getByLabel('Password').fill('correct-horse-battery');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const luminance = () =>
      page.evaluate(() => {
        const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      });
    for (const [path, name] of [
      ['/ann/book', '81-dark-files'],
      ['/ann/book/blob/main/ch02.adoc', '82-dark-source'],
      ['/ann/book/builds', '83-dark-builds'],
      ['/ann/book/edit/main/ch02.adoc', '84-dark-editor'],
    ]) {
      await page.goto(path);
      expect(await luminance()).toBeLessThan(0.15);
      await page.screenshot({ path: join(ROOT, 'test-output', 'web', `${name}.png`), fullPage: true });
    }
    await dark.close();
  });

  it('draws the API reference inside the app on a 390 px phone, without horizontal scrolling', async () => {
    const phone = await Visitor.open(browser, server.baseUrl, { phone: true });
    const { page } = phone;
    await page.goto('/docs');
    await page.locator('html[data-api-reference="ready"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('header.site-header .brand').textContent()).toContain('Octavo');
    // Redoc: each operation with its parameters, request body schema and response samples.
    expect(
      await page.getByText('Request a build, pinned to the commit the branch points at now').count(),
    ).toBeGreaterThan(0);
    expect(await page.getByText('Response samples').count()).toBeGreaterThan(0);
    expect(await page.locator('#api-reference').textContent()).toContain(
      'comma-separated from pdf,epub,mobi,html,platform',
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The reference is over 100,000 px tall on a phone: the window is what a person can look at.
    await phone.screenshot('85-docs-phone', { fullPage: false });
    await phone.close();
  });
});
