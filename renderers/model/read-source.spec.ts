import { formatWarning } from '../warnings';
import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from './build-book-model';

describe('readSource: a page’s own <style>', () => {
  it('is left out with a warning at its line, once a file, counting the others', async () => {
    const page = [
      '# Terms',
      '',
      '<style>',
      'h1 ~ ul { list-style: none; }',
      '</style>',
      '',
      '- **Kerf**: the cut.',
      '',
      '<style>ul { margin: 0; }</style>',
      '',
      'An inline drawing keeps its own: <svg viewBox="0 0 4 4"><style>rect { fill: red; }</style><rect width="4" height="4"/></svg>',
    ].join('\n');
    const model = await buildBookModel(
      memorySource({ 'terms.md': page, 'plain.md': '# Plain\n\nNo styles.\n' }),
      { files: ['terms.md', 'plain.md'], formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.divisions.map((d) => d.html).join('')).not.toContain('list-style');
    expect(model.warnings.map(formatWarning)).toEqual([
      "terms.md:3: 2 <style> elements left out, the first here: a page's own rules do not style the book, which " +
        'its theme styles; put the rules the book needs in the theme\'s CSS file (platform.json "theme")',
    ]);
  });
});

describe('readSource: a link no reader can open', () => {
  it('keeps its text, loses its address and is warned once a file, at the first, counting the others', async () => {
    const page = [
      '# Setup',
      '',
      'Open [the notes](file:///Users/ann/notes.html) first.',
      '',
      'Then [the draft](file:///Users/ann/draft.html) and [the site](https://example.org/).',
    ].join('\n');
    const chat = '# Chat\n\nAsk in [our channel](slack://channel?team=T1&id=C2).\n';
    const model = await buildBookModel(
      memorySource({ 'setup.md': page, 'chat.md': chat }),
      { files: ['setup.md', 'chat.md'], formats: {} },
      { bookName: 'ann/book' },
    );
    const html = model.divisions.map((d) => d.html).join('');
    expect(html).toContain('the notes');
    expect(html).not.toContain('file:///');
    expect(html).toContain('href="https://example.org/"');
    expect(model.warnings.map(formatWarning)).toEqual([
      "setup.md:3: the link to file:///Users/ann/notes.html points at a file on the writer's own computer, which " +
        'readers do not have: it is printed as its text only (and 1 other link(s) of this file like it); link the ' +
        'file by its path in the repository, or a web address',
      'chat.md:3: the link to slack://channel?team=T1&id=C2 is printed as its text only: a book links web (http, ' +
        "https, ftp), mail (mailto), telephone (tel) and irc addresses, which a reader's device opens, not slack: " +
        'ones; show the address as code, or link a web page about it',
    ]);
  });
});

describe('readSource: a GitBook block tag left unpaired', () => {
  it('is named as the slip it is (a close with nothing open), not as a template Octavo does not run', async () => {
    // As a Git-synced GitBook page with one `{% endhint %}` too many after a hint it already closed.
    const page = [
      '# Tasks',
      '',
      '{% hint style="info" %}',
      'A task runs concurrently.',
      '{% endhint %}',
      '{% endhint %}',
      '',
      'Next.',
    ].join('\n');
    const model = await buildBookModel(
      memorySource({ 'task.md': page }),
      { files: ['task.md'], formats: {} },
      { bookName: 'ann/book' },
    );
    const html = model.divisions.map((d) => d.html).join('');
    expect(html).toContain('<div data-type="note"');
    expect(model.warnings.map(formatWarning)).toEqual([
      'task.md:6: {% endhint %} closes a GitBook {% hint %} block, but no {% hint %} is open before it: it is ' +
        'printed as written; remove it, or add the tag it pairs with, on a line of its own',
    ]);
  });

  it('names an opening tag that nothing closes and a tab outside its tabs', async () => {
    const model = await buildBookModel(
      memorySource({
        'open.md': '# Open\n\n{% hint style="warning" %}\nCareful.\n\nThe end.\n',
        'tab.md': '# Tab\n\n{% tab title="Java" %}\nCode.\n',
      }),
      { files: ['open.md', 'tab.md'], formats: {} },
      { bookName: 'ann/book' },
    );
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^open\.md:3: \{% hint style="warning" %\} opens a GitBook hint block that no \{% endhint %\} line closes after it: it is printed as written; remove it, or add the tag/,
      ),
      expect.stringMatching(
        /^tab\.md:3: \{% tab title="Java" %\} belongs inside a GitBook \{% tabs %\} … \{% endtabs %\} block, and none is open here: /,
      ),
    ]);
  });
});
