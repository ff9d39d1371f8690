import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { formatWarning } from '../warnings';
import { showGitBookDescription } from './gitbook-description';

const book = async (files: Record<string, string>, listed: string[]) => {
  const model = await buildBookModel(
    memorySource(files),
    { files: listed, formats: {} },
    { bookName: 'ann/guide' },
  );
  return {
    html: model.divisions.map((division) => division.html),
    warnings: model.warnings.map(formatWarning),
  };
};

const TASK =
  '---\ndescription: >-\n  The basic unit of\n  asynchronous work\n---\n\n`Task` runs asynchronous code.\n\n' +
  '# Creating a Task\n\nText.\n';
const ACTOR = '---\ndescription: Isolated & safe state\n---\n\n# Actor\n\nActors protect state.\n';

describe("a GitBook synced page's description", () => {
  it('is the lead of its page: after the title the page opens with, or first under the summary’s', async () => {
    const { html, warnings } = await book(
      {
        '.gitbook.yaml': 'root: ./\n',
        'SUMMARY.md': '# Table of contents\n\n* [Task](guide/Task.md)\n* [Actor](guide/Actor.md)\n',
        'guide/Task.md': TASK,
        'guide/Actor.md': ACTOR,
      },
      ['guide/Task.md', 'guide/Actor.md'],
    );
    expect(html[0]).toMatch(
      /<h1><span[^>]*>Chapter 1<\/span> Task<\/h1>\s*<p class="description">The basic unit of asynchronous work<\/p>\s*<p><code>Task<\/code> runs asynchronous code\.<\/p>/,
    );
    expect(html[1]).toMatch(
      /<h1><span[^>]*>Chapter 2<\/span> Actor<\/h1>\s*<p class="description">Isolated &amp; safe state<\/p>\s*<p>Actors protect state\.<\/p>/,
    );
    expect(warnings).toEqual([]);
  });

  it('is left out of a book GitBook does not sync, whose description is for search engines', async () => {
    const { html } = await book(
      { 'book.json': '{}', 'SUMMARY.md': '* [Actor](Actor.md)\n', 'Actor.md': ACTOR },
      ['Actor.md'],
    );
    expect(html[0]).toContain('<p>Actors protect state.</p>');
    expect(html[0]).not.toContain('Isolated');
  });

  it('keeps each line where it was written', () => {
    const { text, lineOf } = showGitBookDescription(ACTOR, (line) => line);
    const lines = text.split('\n');
    expect(lineOf(lines.indexOf('Actors protect state.') + 1)).toBe(7);
    expect(lineOf(lines.findIndex((line) => line.includes('class="description"')) + 1)).toBe(5);
  });
});
