import { markdownToHtml } from './markdown';
import { UnreadAttribute } from './markdown-block-attributes';

describe('Markua index entries at the end of a heading', () => {
  it('index the heading, after a space or not, and are no part of its title or id', () => {
    const html = markdownToHtml('## Brewing Tea {i: brewing}{i: "tea, brewing"}\n\nSteep.\n');
    expect(html).toContain(
      '<h2 id="brewing-tea" data-octavo-auto-id="" data-octavo-line="1">Brewing Tea<a data-type="indexterm" data-primary="brewing"></a>' +
        '<a data-type="indexterm" data-primary="tea, brewing"></a></h2>',
    );
  });

  it('in a Leanpub manuscript, leave out one Markua cannot read and say how to write it', () => {
    const unread: UnreadAttribute[] = [];
    const html = markdownToHtml(
      'Text.\n\n## Kettles {i: kettles, copper}\n',
      undefined,
      undefined,
      unread,
      true,
    );
    expect(html).toContain('<h2 id="kettles" data-octavo-auto-id="" data-octavo-line="3">Kettles</h2>');
    expect(unread).toEqual([
      {
        line: 3,
        attribute: '{i: kettles, copper}',
        block: 'a heading',
        advice:
          'the index entry {i: kettles, copper} at the end of a heading is not one Markua reads (an unquoted term ' +
          'ends at its first comma): it is left out of the title and of the index; write it {i: "kettles, copper"}',
      },
    ]);
  });

  it('elsewhere leave one that cannot be read as text, and braces that are no index entry alone', () => {
    expect(markdownToHtml('## Kettles {i: kettles, copper}\n')).toContain(
      'Kettles {i: kettles, copper}</h2>',
    );
    expect(markdownToHtml('## Sets {a, b}\n')).toContain('>Sets {a, b}</h2>');
  });
});
