import { memorySource } from '../test-support/memory-source';
import { loadPlatformConfig } from './load-platform-config';

describe('a repository built from a Markdown master document of <<[file.md] lines', () => {
  it('is refused with the platform.json that lists the document with the most includes alone', async () => {
    const result = await loadPlatformConfig(
      memorySource({
        'book/book.md':
          '% Backbone.js on Rails\n\n# Intro\n\n<<[intro/a.md]\n\n<<[intro/b.md]\n\n<<[intro/c.md]\n',
        'book/sample.md': '# Sample\n\n<<[intro/a.md]\n\n<<[intro/b.md]\n',
        'book/intro/a.md': 'A.',
        'README.md': '# Read me\n\n<<[one.md]\n',
      }),
    );
    expect(result).toMatchObject({ ok: false, error: 'config_missing' });
    if (result.ok) return;
    expect(result.message).toContain(
      "\nThis repository's book/book.md includes 3 Markdown files with <<[file.md] lines (a master document, as " +
        'paperback builds a book from): list it alone, and Octavo reads its includes in place:\n' +
        '{"files":["book/book.md"]}',
    );
  });
});
