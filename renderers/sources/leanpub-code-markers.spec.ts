import { markdownToHtml } from './markdown';

describe('leanpubCodeMarkers', () => {
  it('prints no marker line and sets the inserted lines in <strong>, the deleted ones in <del>', () => {
    const html = markdownToHtml(
      [
        '~~~',
        'total←0',
        'leanpub-start-insert  ',
        'total+←price',
        'count+←1',
        '  leanpub-end-insert',
        'leanpub-start-delete',
        'old<tag>',
        'leanpub-end-delete',
        'done',
        '~~~',
        '',
      ].join('\n'),
    );
    expect(html).not.toContain('leanpub-');
    expect(html).toContain(
      'total←0\n<strong>total+←price\ncount+←1\n</strong><del>old&lt;tag&gt;\n</del>done\n</code></pre>',
    );
  });

  it('marks lines of an indented listing and of one in an aside, up to the listing end when no end marker', () => {
    const indented = markdownToHtml('Text.\n\n    a\n    leanpub-start-insert\n    b\n');
    expect(indented).toContain('a\n<strong>b\n</strong></code></pre>');
    const aside = markdownToHtml(
      'A> ~~~\nA> x\nA> leanpub-start-insert\nA> y\nA> leanpub-end-insert\nA> ~~~\n',
    );
    expect(aside).toContain('x\n<strong>y\n</strong></code></pre>');
  });

  it('leaves a listing that only mentions a marker inside a line as written', () => {
    const html = markdownToHtml('~~~\necho leanpub-start-insert\n~~~\n');
    expect(html).toContain('echo leanpub-start-insert\n</code></pre>');
  });
});
