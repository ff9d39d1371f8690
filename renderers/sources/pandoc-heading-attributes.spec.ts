import { splitHeadingAttributes } from './pandoc-heading-attributes';

describe('splitHeadingAttributes', () => {
  it('reads ids, classes, {-} and key=value pairs, quoted or not', () => {
    const split = splitHeadingAttributes('Intro {#intro .lead - epub:type=preface title="A b"}');
    expect(split?.text).toBe('Intro');
    expect(split?.attributes).toEqual({
      id: 'intro',
      classes: ['lead', 'unnumbered'],
      attributes: new Map([
        ['epub:type', 'preface'],
        ['title', 'A b'],
      ]),
    });
  });

  it('leaves braces that hold prose or code alone', () => {
    expect(splitHeadingAttributes('Using {braces}')).toBeUndefined();
    expect(splitHeadingAttributes('The {} object')).toBeUndefined();
    expect(splitHeadingAttributes('No braces')).toBeUndefined();
  });
});
