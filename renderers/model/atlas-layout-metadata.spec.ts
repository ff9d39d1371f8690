import { buildBookModel } from './build-book-model';
import { memorySource } from '../test-support/memory-source';
import { PlatformConfig } from '../types';

const LAYOUT = (description: string) =>
  [
    '{{ doctype }}',
    '<html lang="en" xmlns="http://www.w3.org/1999/xhtml">',
    '  <head>',
    '    <meta charset="utf-8" />',
    '    <meta name="publisher" content="Kiln Press"/>',
    `    <meta name="description" content="${description}"/>`,
    '    <title>{{ title }}</title>',
    '  </head>',
    '  <body data-type="book">{{ content }}</body>',
    '</html>',
  ].join('\n');

const BLURB = 'How wood ash\n      becomes a glaze, from the kiln to the table.';

async function descriptionOf(files: Record<string, string>, extra: Partial<PlatformConfig> = {}) {
  const source = memorySource({
    'ch01.html': '<section data-type="chapter"><h1>Ash</h1></section>',
    ...files,
  });
  const model = await buildBookModel(
    source,
    { files: ['ch01.html'], formats: {}, ...extra },
    { bookName: 'x', format: 'epub' },
  );
  return model.description;
}

describe('An Atlas book’s layout template metadata', () => {
  it('describes the book with the EPUB layout’s <meta name="description">, as Atlas’s EPUB does', async () => {
    expect(await descriptionOf({ 'theme/epub/layout.html': LAYOUT(BLURB) })).toBe(
      'How wood ash becomes a glaze, from the kiln to the table.',
    );
  });

  it('lets the config’s description win', async () => {
    expect(
      await descriptionOf({ 'theme/epub/layout.html': LAYOUT(BLURB) }, { description: 'A book of glazes.' }),
    ).toBe('A book of glazes.');
  });

  it('takes no placeholder Atlas would fill for a description', async () => {
    expect(await descriptionOf({ 'theme/epub/layout.html': LAYOUT('{{ description }}') })).toBeUndefined();
  });
});
