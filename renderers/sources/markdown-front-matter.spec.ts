import { splitFrontMatter } from './markdown-front-matter';

describe('splitFrontMatter', () => {
  it('takes the front matter out, keeping every later line at its number, and reads its title', () => {
    const split = splitFrontMatter('---\ntitle   : Ajax Events\nlevel: beginner\n---\nText on line 5.\n');
    expect(split).toEqual({ body: '\n\n\n\nText on line 5.\n', title: 'Ajax Events' });
  });

  it('ends at a line of ... as pandoc allows, and has no title when it names none', () => {
    expect(splitFrontMatter('---\nlayout: page\n...\nText.\n')).toEqual({ body: '\n\n\nText.\n' });
  });

  it('leaves a rule and a heading alone: a first line that is no key is not front matter', () => {
    const text = '---\nA heading underlined\n---\n';
    expect(splitFrontMatter(text)).toEqual({ body: text });
  });

  it('says where front matter that is not YAML goes wrong, and leaves it out all the same', () => {
    const split = splitFrontMatter('---\ntitle: Plugins\ntags: [one, two\n---\nText.\n');
    expect(split.body).toBe('\n\n\n\nText.\n');
    expect(split.error).toEqual({ line: 4, reason: 'unexpected end of the stream within a flow collection' });
  });
});
