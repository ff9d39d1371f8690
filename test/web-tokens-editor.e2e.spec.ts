import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { ApiClient } from './support/api-client';
import { launchBrowser, Visitor } from './support/browser';
import { OctavoServer, ROOT } from './support/octavo-server';

/** A fresh clone of a project's bare repository, straight from the server's DATA_DIR. */
function freshClone(server: OctavoServer, fullName: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'octavo-web-clone-')), 'work');
  execFileSync('git', ['clone', '--quiet', join(server.dataDir, 'repositories', `${fullName}.git`), dir], {
    env: { PATH: process.env.PATH, GIT_CONFIG_NOSYSTEM: '1', HOME: tmpdir() },
  });
  return dir;
}

describe('web UI: tokens and the editor', () => {
  const server = new OctavoServer();
  let browser: Browser;
  let tina: Visitor;

  beforeAll(async () => {
    await server.start();
    browser = await launchBrowser();
    tina = await Visitor.open(browser, server.baseUrl);
    tina.page.on('dialog', (dialog) => void dialog.accept());
    await tina.signUp('tina');
  });
  afterAll(async () => {
    await browser?.close();
    await server.stop();
  });

  it('creates a token shown once, which works against the API until it is revoked', async () => {
    const { page } = tina;
    await page.goto('/settings/tokens');
    await page.getByText('No tokens yet.').waitFor({ state: 'visible', timeout: 10_000 });
    await page.getByLabel('Name').fill('ci pipeline');
    await page.getByRole('button', { name: 'Create token' }).click();
    const token = await page.locator('#new-token').inputValue();
    expect(token).toMatch(/^oct_[A-Za-z0-9_-]{20,}$/);
    await page.getByText('it is shown only this once').waitFor({ state: 'visible', timeout: 10_000 });
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await tina.screenshot('10-settings-tokens-created');

    const api = new ApiClient(server.baseUrl, token);
    const listed = await api.get('/api/tokens');
    expect(listed.status).toBe(200);
    expect(listed.json.map((t: { name: string }) => t.name)).toEqual(['ci pipeline']);
    expect((await api.post('/api/projects', { name: 'from-api' })).status).toBe(201);

    // Shown once: the list never holds the secret again.
    await page.goto('/settings/tokens');
    expect(await page.content()).not.toContain(token);
    expect(await page.locator('table.list tbody tr').count()).toBe(1);
    await tina.screenshot('11-settings-tokens');

    // An empty name is refused with a reason, and nothing is created.
    await page.getByLabel('Name').fill('   ');
    await page.getByRole('button', { name: 'Create token' }).click();
    expect(await page.getByRole('alert').textContent()).toContain('token name must be 1 to 100 characters');

    await page.goto('/settings/tokens');
    await page.getByRole('button', { name: /Revoke/ }).click();
    await page.waitForURL('**/settings/tokens?done=token-revoked');
    await page.getByText('No tokens yet.').waitFor({ state: 'visible', timeout: 10_000 });
    const refused = await api.get('/api/tokens');
    expect(refused.status).toBe(401);
    expect(refused.json.error).toBe('invalid_token');
  });

  it('edits a file in the browser editor and commits it, visible in a fresh clone', async () => {
    const { page } = tina;
    await tina.createProject('novel', { description: 'A novel in progress' });
    await page.getByRole('link', { name: 'ch01.md' }).click();
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL('**/novel/edit/main/ch01.md');
    const editor = page.locator('.CodeMirror-code');
    await editor.waitFor();
    expect(await page.locator('textarea[name=content]').isHidden()).toBe(true);
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nWritten in the browser editor.\n');
    await page.getByLabel('Commit message').fill('Add a line from the web');
    await tina.screenshot('12-editor');
    await page.getByRole('button', { name: 'Commit changes' }).click();
    await page.waitForURL('**/novel/blob/main/ch01.md?done=committed');
    await page.getByText('Your change was committed.').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.locator('pre.code').textContent()).toContain('Written in the browser editor.');
    await tina.screenshot('13-file-view');

    const clone = freshClone(server, 'tina/novel');
    expect(readFileSync(join(clone, 'ch01.md'), 'utf8')).toContain('\nWritten in the browser editor.\n');
    const log = execFileSync('git', ['log', '-1', '--format=%an <%ae>|%s'], { cwd: clone }).toString().trim();
    expect(log).toBe('tina <tina@example.com>|Add a line from the web');
  });

  it('adds a new file and uploads an image, each as a commit', async () => {
    const { page } = tina;
    await page.goto('/tina/novel');
    await page.getByRole('link', { name: 'New file' }).click();
    await page.getByLabel('File name').fill('chapters/ch02.md');
    await page.locator('.CodeMirror-code').click();
    await page.keyboard.type('# The Second Chapter\n\nIt begins.\n');
    await page.getByLabel('Commit message').fill('Start chapter 2');
    await page.getByRole('button', { name: 'Commit new file' }).click();
    // "Add to the book" is ticked for a source file: it is listed in platform.json in the same commit.
    await page.waitForURL('**/novel/blob/main/chapters/ch02.md?done=committed-added');

    // The same name again is refused: editing is the way to change it.
    await page.goto('/tina/novel/new/main/chapters');
    expect(await page.getByLabel('File name').inputValue()).toBe('chapters/');
    await page.getByLabel('File name').fill('chapters/ch02.md');
    await page.getByLabel('Commit message').fill('Again');
    await page.getByRole('button', { name: 'Commit new file' }).click();
    expect(await page.getByRole('alert').textContent()).toContain('chapters/ch02.md already exists on main');

    const png = readFileSync(join(ROOT, 'test', 'fixtures', 'books', 'handbook', 'images', 'cover.png'));
    await page.goto('/tina/novel');
    await page.getByRole('link', { name: 'Upload image' }).click();
    await page.getByLabel('Image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    expect(await page.getByLabel('Save as').inputValue()).toBe('images/cover.png');
    await tina.screenshot('14-upload');
    await page.getByRole('button', { name: 'Upload and commit' }).click();
    await page.waitForURL('**/novel/blob/main/images/cover.png?done=uploaded');
    const shown = await page.locator('.image-view img').evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(shown).toBeGreaterThan(0);

    // The web UI takes no bigger file than the API does (OCTAVO_MAX_FILE_BYTES, 10 MB by default): the commit
    // handler decides for both, and the page says the size, the limit and what to do.
    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    await page.goto('/tina/novel/upload/main');
    await page.getByLabel('Image').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
    await page.getByRole('button', { name: 'Upload and commit' }).click();
    await page.waitForLoadState();
    const refusal = await page.locator('main').textContent();
    expect(refusal).toContain(
      'images/huge.png is 10 MB, over the limit of 10 MB a file (OCTAVO_MAX_FILE_BYTES)',
    );
    expect(refusal).toContain('compress the image');

    const clone = freshClone(server, 'tina/novel');
    expect(readFileSync(join(clone, 'chapters', 'ch02.md'), 'utf8')).toBe(
      '# The Second Chapter\n\nIt begins.\n',
    );
    expect(readFileSync(join(clone, 'images', 'cover.png')).equals(png)).toBe(true);
  });

  it('checks platform.json before committing it, and refuses an edit from a stale commit', async () => {
    const { page } = tina;
    const tipBefore = execFileSync('git', ['rev-parse', 'main'], {
      cwd: join(server.dataDir, 'repositories', 'tina', 'novel.git'),
    }).toString();
    await page.goto('/tina/novel/edit/main/platform.json');
    await page.locator('.CodeMirror-code').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('{ "title": "Novel", "files": [] }');
    await page.getByRole('button', { name: 'Commit changes' }).click();
    const alert = await page.getByRole('alert').textContent();
    expect(alert).toContain('"files" (line 1) is empty: list at least one source file');
    // The author's text is kept for fixing.
    expect(await page.locator('textarea[name=content]').inputValue()).toBe(
      '{ "title": "Novel", "files": [] }',
    );
    await tina.screenshot('15-platform-json-refused');
    const tipAfter = execFileSync('git', ['rev-parse', 'main'], {
      cwd: join(server.dataDir, 'repositories', 'tina', 'novel.git'),
    }).toString();
    expect(tipAfter).toBe(tipBefore);

    // Someone commits while the editor is open: the commit is refused, nothing is overwritten.
    await page.goto('/tina/novel/edit/main/ch01.md');
    await page.locator('.CodeMirror-code').waitFor();
    const other = await Visitor.open(browser, server.baseUrl);
    await other.logIn('tina');
    await other.page.goto('/tina/novel/edit/main/ch01.md');
    await other.page.locator('.CodeMirror-code').click();
    await other.page.keyboard.press('Control+End');
    await other.page.keyboard.type('Another tab.');
    await other.page.getByRole('button', { name: 'Commit changes' }).click();
    await other.page.waitForURL('**?done=committed');
    await other.close();

    await page.locator('.CodeMirror-code').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('This tab is stale.');
    await page.getByRole('button', { name: 'Commit changes' }).click();
    // Nothing is lost: the refusal shows what differs and keeps the author's text to copy.
    expect(await page.getByRole('alert').textContent()).toContain(
      'Your change was not committed: ch01.md changed on main after you opened the editor',
    );
    expect(await page.locator('.conflict-diff tr.add').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('This tab is stale.')]),
    );
    expect(await page.locator('#your-text').inputValue()).toContain('This tab is stale.');
    const clone = freshClone(server, 'tina/novel');
    const text = readFileSync(join(clone, 'ch01.md'), 'utf8');
    expect(text).toContain('Another tab.');
    expect(text).not.toContain('This tab is stale.');
  });

  it('fits a phone screen: no page scrolls sideways', async () => {
    const phone = await Visitor.open(browser, server.baseUrl, { phone: true });
    await phone.logIn('tina');
    const pages: Array<[string, string]> = [
      ['/', '30-phone-projects'],
      ['/tina/novel', '31-phone-files'],
      ['/tina/novel/blob/main/ch01.md', '32-phone-file'],
      ['/tina/novel/edit/main/ch01.md', '33-phone-editor'],
      ['/tina/novel/builds', '34-phone-builds'],
      ['/tina/novel/settings', '35-phone-project-settings'],
      ['/settings/ssh', '36-phone-ssh-keys'],
    ];
    for (const [path, name] of pages) {
      await phone.page.goto(path);
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
      await phone.screenshot(name);
    }
    await phone.close();
  });
});
