/** What a new project holds on `main`: a book that builds as it is, and shows the author the shape. */
export function starterBook(title: string): Record<string, string> {
  const platform = {
    title,
    lang: 'en',
    files: ['toc.html', 'ch01.md'],
    formats: {
      pdf: { toc: true, index: false, syntaxhighlighting: true },
      epub: { toc: true },
      mobi: { toc: true },
      html: { toc: true, consolidated: false },
    },
  };
  return {
    'platform.json': JSON.stringify(platform, null, 2) + '\n',
    'toc.html': '<nav data-type="toc"/>\n',
    'ch01.md': [
      '# Getting Started',
      '',
      `Welcome to *${title}*. Each file listed in \`platform.json\` becomes part of the book, in order.`,
      '',
      '## Writing',
      '',
      'Write in Markdown (`.md`), AsciiDoc (`.adoc`) or HTMLBook (`.html`). Push your changes over SSH',
      'or edit files in the web editor, then start a build.',
      '',
    ].join('\n'),
  };
}
