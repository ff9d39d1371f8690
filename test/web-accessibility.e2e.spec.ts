import type { Browser, Page } from 'playwright-core';
import { launchBrowser, Visitor } from './support/browser';
import { OctavoServer } from './support/octavo-server';

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * What a page must hold for keyboard and screen-reader users, as far as its structure tells. Runs in the page;
 * returns one line per problem (empty when the page passes).
 */
function structuralProblems(): string[] {
  const problems: string[] = [];
  const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const byIds = (ids: string | null) =>
    (ids ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => text(document.getElementById(id)))
      .join(' ')
      .trim();
  const name = (el: Element) =>
    el.getAttribute('aria-label')?.trim() ||
    byIds(el.getAttribute('aria-labelledby')) ||
    ('labels' in el && (el as HTMLInputElement).labels
      ? Array.from((el as HTMLInputElement).labels!)
          .map(text)
          .join(' ')
          .trim()
      : '') ||
    el.getAttribute('title')?.trim() ||
    '';
  const describe = (el: Element) =>
    `<${el.tagName.toLowerCase()}${el.id ? ` id=${el.id}` : ''}${el.getAttribute('name') ? ` name=${el.getAttribute('name')}` : ''}>`;

  if (!document.documentElement.lang) problems.push('<html> has no lang');
  if (!document.title.trim()) problems.push('the page has no <title>');

  const h1s = Array.from(document.querySelectorAll('h1'));
  if (h1s.length !== 1) problems.push(`${h1s.length} <h1> elements (want exactly one)`);
  if (h1s.length === 1 && !text(h1s[0])) problems.push('the <h1> is empty');

  // Landmarks: a banner, navigation and exactly one main region, with the skip link's target.
  if (!document.querySelector('body > header')) problems.push('no <header> landmark at the top level');
  if (Array.from(document.querySelectorAll('nav')).length === 0) problems.push('no <nav> landmark');
  for (const nav of Array.from(document.querySelectorAll('nav')))
    if (Array.from(document.querySelectorAll('nav')).length > 1 && !name(nav))
      problems.push('a <nav> without aria-label among several');
  const mains = Array.from(document.querySelectorAll('main'));
  if (mains.length !== 1) problems.push(`${mains.length} <main> elements (want exactly one)`);
  const skip = document.querySelector('body a.skip-link');
  if (!skip) problems.push('no skip link');
  else if (skip.getAttribute('href') !== '#main' || document.getElementById('main') !== mains[0])
    problems.push('the skip link does not lead to <main id="main">');
  const firstFocusable = document.querySelector(
    'a[href], button, input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex="-1"])',
  );
  if (skip && firstFocusable !== skip) problems.push('the skip link is not the first thing to focus');

  // Headings go down one level at a time.
  let level = 0;
  for (const h of Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    const next = Number(h.tagName[1]);
    if (level && next > level + 1) problems.push(`heading "${text(h)}" jumps from h${level} to h${next}`);
    level = next;
  }

  // Every form control has a label (CodeMirror's own parts are checked through its textbox role).
  const controls = Array.from(
    document.querySelectorAll(
      'input:not([type=hidden]), select, textarea, [contenteditable=true], [role=textbox]',
    ),
  );
  for (const control of controls) {
    if (control.closest('.CodeMirror') && control.getAttribute('contenteditable') !== 'true') continue;
    if (!name(control)) problems.push(`${describe(control)} has no label`);
  }
  for (const label of Array.from(document.querySelectorAll('label[for]')))
    if (!document.getElementById(label.getAttribute('for')!))
      problems.push(`label "${text(label)}" points at a missing #${label.getAttribute('for')}`);

  // Every button and link says what it does.
  for (const el of Array.from(document.querySelectorAll('button, a[href], [role=button]')))
    if (!name(el) && !text(el)) problems.push(`${describe(el)} has no text`);
  for (const img of Array.from(document.querySelectorAll('img')))
    if (!img.hasAttribute('alt')) problems.push(`<img src=${img.getAttribute('src')}> has no alt`);
  for (const svg of Array.from(document.querySelectorAll('svg[role=img]')))
    if (!name(svg)) problems.push('an <svg role=img> has no name');

  // ids are unique (labels and aria references depend on it).
  const seen = new Set<string>();
  for (const el of Array.from(document.querySelectorAll('[id]'))) {
    if (seen.has(el.id)) problems.push(`duplicate id "${el.id}"`);
    seen.add(el.id);
  }
  return problems;
}

interface Focused {
  tag: string;
  label: string;
  inMain: boolean;
  skipLink: boolean;
  visibleOnScreen: boolean;
  indicated: boolean;
}

/** The focused element as a keyboard user sees it: where it is and whether a focus ring shows it. */
function focusedElement(): Focused | null {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const ringed = (e: Element | null) => {
    if (!e) return false;
    const style = getComputedStyle(e);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
  };
  const rect = el.getBoundingClientRect();
  return {
    tag: el.tagName.toLowerCase(),
    label: (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40),
    inMain: !!el.closest('main'),
    skipLink: el.classList.contains('skip-link'),
    visibleOnScreen: rect.width > 0 && rect.height > 0 && rect.left >= 0 && rect.top >= 0,
    // CodeMirror draws its ring on the editor's wrapper, around the contenteditable that has focus.
    indicated: ringed(el) || ringed(el.closest('.CodeMirror-focused')),
  };
}

async function expectStructurallySound(page: Page, path: string): Promise<void> {
  expect({ path, problems: await page.evaluate(structuralProblems) }).toEqual({ path, problems: [] });
}

/** Tab from the top: the skip link comes first and shows; it leads into main; every stop shows a focus ring. */
async function expectKeyboardFriendly(page: Page, path: string): Promise<void> {
  // A page that puts the cursor in its form (log in) starts there instead: in main, and shown.
  const autofocused = (await page.evaluate(() => !!document.querySelector('[autofocus]')))
    ? await page.evaluate(focusedElement)
    : null;
  if (autofocused) {
    expect({ path, autofocused: { inMain: autofocused.inMain, ring: autofocused.indicated } }).toEqual({
      path,
      autofocused: { inMain: true, ring: true },
    });
    return;
  }
  await page.keyboard.press('Tab');
  const first = await page.evaluate(focusedElement);
  expect({ path, first: first && { skipLink: first.skipLink, shown: first.visibleOnScreen } }).toEqual({
    path,
    first: { skipLink: true, shown: true },
  });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.id === 'main');
  await page.keyboard.press('Tab');
  const afterSkip = await page.evaluate(focusedElement);
  expect({ path, afterSkipInMain: afterSkip?.inMain }).toEqual({ path, afterSkipInMain: true });

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let stop = 0; stop < 12; stop++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(focusedElement);
    if (!focused) break;
    expect({ path, stop, focused: focused.label, ring: focused.indicated }).toEqual({
      path,
      stop,
      focused: focused.label,
      ring: true,
    });
  }
}

/** Every `.empty` state on the page says what to do next: a link or button that goes somewhere real. */
async function expectEmptyStateWithAction(page: Page, path: string, wording: RegExp): Promise<void> {
  const empties = page.locator('main .empty');
  expect({ path, empties: await empties.count() }).toEqual({ path, empties: 1 });
  expect(await empties.textContent()).toMatch(wording);
  const actions = await empties.evaluate((empty) =>
    Array.from(empty.querySelectorAll('a[href], button')).map((el) => {
      const href = el.getAttribute('href') ?? '';
      const target = href.startsWith('#') ? document.querySelector(href) : null;
      return {
        text: (el.textContent ?? '').trim(),
        reachable: !href.startsWith('#') || (target !== null && !!target.closest('form, section')),
      };
    }),
  );
  expect({ path, hasAction: actions.length > 0 }).toEqual({ path, hasAction: true });
  for (const action of actions)
    expect({ path, action }).toEqual({ path, action: { ...action, reachable: true } });
}

describe('web UI: keyboard, screen readers, empty states and how it looks', () => {
  const server = new OctavoServer();
  let browser: Browser;
  let ada: Visitor;
  let buildPath = '';

  beforeAll(async () => {
    await server.start();
    browser = await launchBrowser();
    ada = await Visitor.open(browser, server.baseUrl);
    ada.page.on('dialog', (dialog) => void dialog.accept());
  });
  afterAll(async () => {
    await browser?.close();
    await server.stop();
  });

  it('says what to do next on every empty list', async () => {
    const { page } = ada;
    await ada.signUp('ada');
    await expectEmptyStateWithAction(page, '/', /No projects yet/);
    await page
      .locator('main .empty')
      .getByRole('link', { name: /Create your first project/ })
      .click();
    await page.waitForURL('**/new');

    await ada.createProject('primer', { description: 'A primer on typesetting' });
    for (const [path, wording] of [
      ['/ada/primer/builds', /No builds yet/],
      ['/settings/tokens', /No tokens yet/],
      ['/settings/ssh', /No SSH keys yet/],
      ['/ada/primer/settings', /No collaborators yet/],
      ['/ada/primer/settings/automation', /No webhooks yet/],
    ] as const) {
      await page.goto(path);
      await expectEmptyStateWithAction(page, path, wording);
    }

    // The call to action lands where the work is done: the build form's first format.
    await page.goto('/ada/primer/builds');
    await page.locator('main .empty a').first().click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'formats');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('format-pdf');
    await page.goto('/settings/tokens');
    await page.locator('main .empty a').first().click();
    await page.waitForFunction(() => document.activeElement?.id === 'token-name');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
  });

  it('gives every page one h1, landmarks, labelled controls, a skip link and visible focus', async () => {
    const { page } = ada;
    // A build and a file to look at (the empty-state test made the project).
    await page.goto('/ada/primer/builds');
    for (const format of ['html', 'platform'])
      await page.locator(`input[name=formats][value=${format}]`).check();
    await page.getByRole('button', { name: 'Build', exact: true }).click();
    await page.waitForURL(/\/builds\/\d+$/);
    buildPath = new URL(page.url()).pathname;
    await page.locator('#build-status[data-build-state="final"]').waitFor({ timeout: 300_000 });

    const pages = [
      '/',
      '/new',
      '/ada/primer',
      '/ada/primer/blob/main/ch01.md',
      '/ada/primer/edit/main/ch01.md',
      '/ada/primer/builds',
      buildPath,
      '/settings/tokens',
      '/settings/ssh',
      '/settings/profile',
      '/ada/primer/settings',
      '/ada/primer/settings/automation',
    ];
    for (const path of pages) {
      await page.goto(path);
      await expectStructurallySound(page, path);
      await expectKeyboardFriendly(page, path);
    }

    const stranger = await Visitor.open(browser, server.baseUrl);
    for (const path of ['/login', '/signup']) {
      await stranger.page.goto(path);
      await expectStructurallySound(stranger.page, path);
      await expectKeyboardFriendly(stranger.page, path);
    }
    await stranger.close();
  });

  it('marks the field at fault when a form is refused, and ties the error to it for screen readers', async () => {
    const { page } = ada;
    // The server's refusals are under test, not the browser's own checks of required fields.
    const withoutBrowserChecks = () =>
      page.evaluate(() => document.querySelectorAll('form').forEach((form) => (form.noValidate = true)));
    const expectRefused = async (id: string, what: string) => {
      await page.locator(`#${id}[aria-invalid="true"]`).waitFor({ timeout: 15_000 });
      const describedBy = (await page.locator(`#${id}`).getAttribute('aria-describedby')) ?? '';
      expect({ what, describedBy: describedBy.split(' ') }).toEqual({
        what,
        describedBy: expect.arrayContaining([`${id}-error`]),
      });
      expect({ what, error: (await page.locator(`#${id}-error`).textContent())?.trim() }).toEqual({
        what,
        error: expect.stringMatching(/\w/),
      });
      expect({ what, alert: await page.locator('main .alert.error').count() }).toEqual({ what, alert: 1 });
      await expectStructurallySound(page, what);
    };

    await page.goto('/ada/primer/upload/main');
    await withoutBrowserChecks();
    await page.getByRole('button', { name: 'Upload and commit' }).click();
    await expectRefused('file', 'an upload without a file');

    await withoutBrowserChecks();
    await page.setInputFiles('#file', { name: 'dot.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await page.fill('#path', 'images/dot.txt');
    await page.getByRole('button', { name: 'Upload and commit' }).click();
    await expectRefused('path', 'an upload saved under a name that is not an image');

    await page.goto('/ada/primer/new/main');
    await page.fill('#path', 'ch01.md');
    await page.getByRole('button', { name: 'Commit new file' }).click();
    await expectRefused('path', 'a new file at a path that exists');

    await page.goto('/ada/primer/settings/automation');
    await page.fill('#url', 'http://127.0.0.1/hook');
    await page.fill('#secret', 'a-long-enough-secret');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await expectRefused('url', 'a webhook to a loopback address');
  });

  it('looks like a product on a desktop and on a phone: screenshots of the main pages', async () => {
    const { page } = ada;
    // A published site, so the settings page shows one.
    await page.goto('/ada/primer/settings');
    await page.getByLabel(/Public: anyone/).check();
    await page.getByRole('button', { name: /Publish the latest HTML build/ }).click();
    await page.waitForURL(/done=site-published/);
    expect(await page.textContent('#site')).toContain('/sites/ada/primer/');

    const shots: Array<[string, string]> = [
      ['/', 'projects'],
      ['/new', 'new-project'],
      ['/ada/primer', 'files'],
      ['/ada/primer/edit/main/ch01.md', 'editor'],
      ['/ada/primer/builds', 'builds'],
      [buildPath, 'build'],
      ['/settings/tokens', 'settings-tokens'],
      ['/settings/profile', 'settings-profile'],
      ['/ada/primer/settings', 'project-settings-site-published'],
      ['/ada/primer/settings/automation', 'automation-settings'],
    ];
    const phone = await Visitor.open(browser, server.baseUrl, { phone: true });
    await phone.logIn('ada');
    for (const [width, visitor] of [
      ['desktop', ada],
      ['phone', phone],
    ] as const) {
      for (const [path, name] of shots) {
        await visitor.page.goto(path);
        const overflow = await visitor.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect({ width, path, overflow }).toEqual({ width, path, overflow: 0 });
        await visitor.screenshot(`50-${width}-${name}`);
      }
    }
    await phone.close();
  });
});
