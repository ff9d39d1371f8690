import { markdownToHtml } from './markdown';
import { RepeatedFootnoteLabel } from './footnote-labels';

const notes = (html: string) =>
  [...html.matchAll(/<li id="fn(\d+)"[^>]*><p[^>]*>(.*?) <a href="#fnref\1/g)].map((m) => m[2]);
const refs = (html: string) =>
  [...html.matchAll(/<a href="#fn(\d+)" id="fnref\1(?::\d+)?">/g)].map((m) => m[1]);

describe('a footnote label defined more than once in a file', () => {
  it('gives each reference the definition written after it, every note printed, numbered in reading order', () => {
    const repeats: RepeatedFootnoteLabel[] = [];
    const html = markdownToHtml(
      [
        'Warm the pot.[^n]',
        '[^n]: Pots crack when cold.',
        '',
        'A note of its own.[^own] Steep.[^n]',
        '[^n]: Three minutes.',
        '',
        'Pour.[^n]',
        '',
        '[^own]: Only one.',
      ].join('\n'),
      undefined,
      undefined,
      undefined,
      false,
      undefined,
      repeats,
    );
    expect(notes(html)).toEqual(['Pots crack when cold.', 'Only one.', 'Three minutes.']);
    expect(refs(html)).toEqual(['1', '2', '3', '3']);
    expect(repeats).toEqual([{ label: 'n', line: 5, firstLine: 2 }]);
  });

  it('leaves a file whose labels are each defined once as markdown-it-footnote numbers it', () => {
    const html = markdownToHtml('One.[^a] Two.[^b] One again.[^a]\n\n[^b]: Bee.\n[^a]: Ay.\n');
    expect(notes(html)).toEqual(['Ay.', 'Bee.']);
    expect(refs(html)).toEqual(['1', '2', '1']);
  });
});
