import { type DomNode, type ElementNode, element, text } from '../dom/html-dom';
import { includedFileTargets } from './included-file-targets';

function at<T extends ElementNode>(el: T, file: string, line = 1): T {
  el.loc = { file, line };
  return el;
}

function section(id: string, heading: string, file: string, children: DomNode[] = []): ElementNode {
  return at(
    element('section', { id, 'data-type': 'sect1' }, [element('h2', {}, [text(heading)]), ...children]),
    file,
  );
}

describe('includedFileTargets', () => {
  it('leads a file to the chapter or section its text begins, and no further', () => {
    const chapter = at(
      element('section', { id: 'beds', 'data-type': 'chapter' }, [
        element('h1', {}, [text('Beds')]),
        at(element('p', {}, [text('Frames.')]), 'ch01.adoc', 3),
        // A listing whose code is an included file: that file begins no page.
        at(element('pre', {}, [text('dig()')]), 'code/dig.py'),
        section('watering', 'Watering', 'parts/watering.adoc'),
        // A file whose text begins with a paragraph, its section later: a passage shared by chapters.
        at(element('p', {}, [text('Shared.')]), 'parts/shared.adoc'),
        section('later', 'Later', 'parts/shared.adoc'),
      ]),
      'ch01.adoc',
    );
    const targets = includedFileTargets(
      [{ id: 'beds', sourceFile: 'book.adoc', element: chapter }],
      new Map(),
    );
    expect(Object.fromEntries(targets)).toEqual({ 'ch01.adoc': 'beds', 'parts/watering.adoc': 'watering' });
  });

  it('leaves a listed file, and one whose target is known, where they are', () => {
    const chapter = at(
      element('section', { id: 'one', 'data-type': 'chapter' }, [element('h1', {}, [])]),
      'one.adoc',
    );
    const listed = at(
      element('section', { id: 'two', 'data-type': 'chapter' }, [element('h1', {}, [])]),
      'two.adoc',
    );
    const targets = includedFileTargets(
      [
        { id: 'one', sourceFile: 'book.adoc', element: chapter },
        { id: 'two', sourceFile: 'two.adoc', element: listed },
      ],
      new Map([['one.adoc', 'elsewhere']]),
    );
    expect(targets.size).toBe(0);
  });
});
