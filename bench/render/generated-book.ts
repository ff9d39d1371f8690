import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const WORDS =
  'the book builds every chapter from its sources and checks each link before anything is printed'.split(' ');

function paragraph(seed: number): string {
  const words: string[] = [];
  for (let i = 0; i < 90; i++) words.push(WORDS[(seed * 7 + i * 13) % WORDS.length]);
  return `${words.join(' ')}.`;
}

/**
 * A Markdown book of `chapters` chapters (about 7 PDF pages each) in `dir`; returns its files in order.
 * Another `edition` gives other words (nothing of one edition is in the render cache for the next).
 */
export function writeGeneratedBook(dir: string, chapters: number, edition = 0): string[] {
  const files: string[] = [];
  for (let c = 1; c <= chapters; c++) {
    const parts = [`# Chapter Title ${c}${edition ? ` (edition ${edition})` : ''}\n`];
    for (let s = 1; s <= 4; s++) {
      parts.push(`## Section ${c}.${s}\n`);
      for (let p = 0; p < 6; p++) parts.push(`${paragraph(c * 100 + s * 10 + p + edition * 7919)}\n`);
      parts.push('```js\nconst answer = 42;\nconsole.log(answer);\n```\n');
      parts.push('| key | value |\n| --- | ----- |\n| a | 1 |\n| b | 2 |\n');
    }
    const name = `ch${String(c).padStart(2, '0')}.md`;
    writeFileSync(join(dir, name), parts.join('\n'));
    files.push(name);
  }
  writeFileSync(join(dir, 'platform.json'), JSON.stringify({ title: 'Benchmark Book', files }));
  return files;
}
