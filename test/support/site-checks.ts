import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { BrowserContext, Page } from 'playwright-core';
import { readZip } from './zip';

/** Unpacks an html artifact into `dir` (as a reader unzipping the download would); returns its entry names. */
export async function unzipSite(zip: Buffer, dir: string): Promise<string[]> {
  const entries = await readZip(zip);
  for (const [name, data] of entries) {
    const target = resolve(dir, name);
    if (!target.startsWith(resolve(dir) + sep)) throw new Error(`zip entry ${name} leaves the directory`);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, data);
  }
  return [...entries.keys()];
}

/**
 * Lets a context load only what `allowed` accepts (the unzipped site's files, or the one published site)
 * and records every other request instead of sending it: the site must work with no network at all.
 */
export async function blockNetwork(
  context: BrowserContext,
  allowed: (url: string) => boolean,
): Promise<string[]> {
  const attempted: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (allowed(url)) return route.continue();
    attempted.push(url);
    return route.abort('blockedbyclient');
  });
  return attempted;
}

/** What Lighthouse-style checks found wrong on the page in view (empty when all is well). */
export async function pageProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = document;
    if (!doc.documentElement.lang) problems.push('no lang on <html>');
    if (!doc.title.trim()) problems.push('no <title>');
    const mains = doc.querySelectorAll('main, [role="main"]');
    if (mains.length !== 1) problems.push(`${mains.length} main landmarks`);

    let previous = 0;
    for (const heading of Array.from(doc.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
      const level = Number(heading.tagName[1]);
      if (level > previous + 1) {
        problems.push(
          `heading skips a level: h${previous || '-'} → h${level} "${heading.textContent?.trim().slice(0, 60)}"`,
        );
      }
      previous = level;
    }

    for (const image of Array.from(doc.images)) {
      const sized =
        (image.hasAttribute('width') && image.hasAttribute('height')) ||
        getComputedStyle(image).aspectRatio !== 'auto';
      if (!sized) problems.push(`image without width/height or aspect ratio: ${image.getAttribute('src')}`);
      if (image.complete && image.naturalWidth > 0 && image.clientHeight > 0) {
        const shown = image.clientWidth / image.clientHeight;
        const natural = image.naturalWidth / image.naturalHeight;
        if (Math.abs(shown / natural - 1) > 0.03) {
          problems.push(
            `image distorted (${shown.toFixed(2)} vs ${natural.toFixed(2)}): ${image.getAttribute('src')}`,
          );
        }
      }
    }

    const root = doc.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      // Name what sticks out, outside any element that scrolls or clips it.
      const clips = (el: Element | null): boolean => {
        for (let at = el?.parentElement; at && at !== doc.body; at = at.parentElement) {
          if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(at).overflowX)) return true;
        }
        return false;
      };
      const wide = Array.from(doc.body.querySelectorAll('*'))
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5 && !clips(el))
        .slice(0, 5)
        .map(
          (el) =>
            `<${el.tagName.toLowerCase()} class="${el.className}">${(el.textContent ?? '').trim().slice(0, 40)}`,
        );
      problems.push(
        `scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth} px; ${wide.join(' | ')}`,
      );
    }
    return problems;
  });
}

/** The site's text outside one chapter, and that chapter's, as node sees the files (tags stripped). */
export function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return plainText(main);
}

export function plainText(html: string): string {
  return html
    .replace(/<a data-type="indexterm"[^>]*><\/a>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/**
 * A word a reader might look up that only the given chapter has: a word of six letters or more that
 * occurs nowhere else in the book, the one the chapter uses most.
 */
export function wordOnlyIn(chapter: string, rest: string): string {
  const elsewhere = rest.toLocaleLowerCase();
  const counts = new Map<string, number>();
  for (const [word] of chapter.matchAll(/\p{L}{6,}/gu)) {
    const key = word.toLocaleLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const unique = [...counts].filter(([word]) => !elsewhere.includes(word)).sort((a, b) => b[1] - a[1]);
  if (unique.length === 0) throw new Error('the last chapter has no word of its own');
  return unique[0][0];
}

export function screenshotPath(dir: string, name: string): string {
  return join(dir, `${name}.png`);
}
