import { findElements, parseHtml, textContent } from '../dom/html-dom';
import { memorySource } from '../test-support/memory-source';
import { PlatformConfig } from '../types';
import { formatWarning } from '../warnings';
import { buildBookModel } from './build-book-model';
import { statementWordsFor } from './statement-labels';

async function build(files: Record<string, string>, extra: Partial<PlatformConfig> = {}) {
  return buildBookModel(
    memorySource(files),
    { files: Object.keys(files), formats: {}, ...extra },
    { bookName: 'ann/book' },
  );
}

const CHAPTER = [
  '# Sums',
  '',
  '```{prf:theorem} Finite sums',
  ':label: finite-sums',
  'A sum of $n$ terms is finite.',
  '```',
  '',
  '```{prf:proof}',
  'Count them.',
  '```',
  '',
  '```{prf:remark}',
  'Nothing more.',
  '```',
  '',
  '## Exercises',
  '',
  '```{exercise-start}',
  ':label: ex-add',
  '```',
  '',
  'Add the terms.',
  '',
  '```{code-cell} python',
  'print(1 + 2)',
  '```',
  '',
  '```{exercise-end}',
  '```',
  '',
  '```{solution-start} ex-add',
  ':class: dropdown',
  '```',
  '',
  'Three.',
  '',
  '```{solution-end}',
  '```',
  '',
  'After the solution.',
  '',
  '```{exercise}',
  'Subtract them.',
  '```',
  '',
  'By {ref}`finite-sums`, {prf:ref}`finite-sums` and {ref}`ex-add`.',
  '',
].join('\n');

describe('sphinx-proof and sphinx-exercise statements (Jupyter Book)', () => {
  it('titles each with its kind’s word and the author’s title; a gated exercise holds the text to its end', async () => {
    const model = await build({ 'sums.md': CHAPTER });
    // The one warning is the code cell's, whose output Jupyter Book would print under it.
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^sums\.md:24: a code cell \(\{code-cell\}\) is printed as code without its output/,
      ),
    ]);
    const nodes = parseHtml(model.divisions[0]!.html);
    const statements = findElements(nodes, (el) =>
      (el.attrs.get('class') ?? '').split(' ').includes('statement'),
    );
    const titles = statements.map((el) =>
      textContent(findElements([el], (e) => e.attrs.get('class') === 'statement-title')[0]!),
    );
    // Numbered in the chapter, each kind apart, as the book numbers its figures; proofs and solutions are not.
    expect(titles).toEqual([
      'Theorem 1-1 (Finite sums)',
      'Proof',
      'Remark 1-1',
      'Exercise 1-1',
      // As sphinx-exercise titles it: the exercise it solves, a cross-reference to it.
      'Solution to Exercise 1-1',
      'Exercise 1-2',
    ]);
    expect(findElements([statements[4]!], (el) => el.name === 'a')[0]!.attrs.get('href')).toBe('#ex-add');
    expect(statements[0]!.attrs.get('id')).toBe('finite-sums');
    const exercise = statements[3]!;
    expect(exercise.attrs.get('id')).toBe('ex-add');
    expect(textContent(exercise)).toContain('Add the terms.');
    expect(textContent(exercise)).toContain('print(1 + 2)');
    expect(textContent(statements[4]!)).toContain('Three.');
    expect(textContent(statements[4]!)).not.toContain('After the solution.');
    expect(textContent(nodes)).not.toContain('ex-add');
    // A cross-reference reads the statement's label.
    expect(textContent(nodes)).toContain('By Theorem 1-1, Theorem 1-1 and Exercise 1-1.');
  });

  it('names the exercise a solution printed in another chapter solves, and a solution of no known exercise alone', async () => {
    const model = await build({
      'sums.md': CHAPTER,
      'solutions.md': [
        '# Solutions',
        '',
        '```{solution} ex-add',
        'Three, again.',
        '```',
        '',
        '```{solution} ex-gone',
        'Nothing to solve.',
        '```',
        '',
      ].join('\n'),
    });
    const nodes = parseHtml(model.divisions[1]!.html);
    const titles = findElements(nodes, (el) => el.attrs.get('class') === 'statement-title').map((el) =>
      textContent(el),
    );
    expect(titles).toEqual(['Solution to Exercise 1-1', 'Solution']);
    expect(model.divisions[1]!.html).not.toContain('data-octavo-solves');
  });

  it('writes the words in the book’s language', async () => {
    const model = await build({ 'sums.md': CHAPTER }, { lang: 'de' });
    const titles = findElements(parseHtml(model.divisions[0]!.html), (el) =>
      (el.attrs.get('class') ?? '').includes('statement-title'),
    ).map((el) => textContent(el));
    expect(titles).toEqual([
      'Satz 1-1 (Finite sums)',
      'Beweis',
      'Bemerkung 1-1',
      'Aufgabe 1-1',
      'Lösung',
      'Aufgabe 1-2',
    ]);
  });

  it('has a word for every kind in every language it knows', () => {
    for (const lang of [
      'en',
      'de',
      'fr',
      'es',
      'it',
      'pt',
      'nl',
      'ru',
      'zh',
      'zh-TW',
      'ja',
      'ko',
      'fa',
      'ar',
      'he',
      'vi',
      'id',
      'th',
      'hi',
    ]) {
      expect(Object.values(statementWordsFor(lang)).every((word) => word.length > 0)).toBe(true);
      expect(Object.keys(statementWordsFor(lang))).toHaveLength(18);
    }
    // Each its own word, none left in English.
    for (const lang of ['vi', 'id', 'th', 'hi']) {
      const english = statementWordsFor('en');
      const words = statementWordsFor(lang);
      const untranslated = Object.keys(english).filter(
        (kind) => words[kind as keyof typeof words] === english[kind as keyof typeof english],
      );
      expect({ lang, untranslated }).toEqual({ lang, untranslated: [] });
    }
  });
});
