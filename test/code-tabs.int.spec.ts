import { join } from 'node:path';
import { renderPdf } from '../renderers';
import { directorySource } from '../renderers/test-support/directory-source';
import { tool } from './support/render-tools';
import { fixtureSuite } from './support/render-fixture';

const FIXTURE = join(__dirname, 'fixtures', 'books', 'code-tabs');

describe('A tab in a listing is four columns wide, in print as on the web and in pandoc', () => {
  const book = fixtureSuite(directorySource(FIXTURE), 'ann/watering-tabs', 'octavo-code-tabs-');

  it('PDF: each tab of indentation moves the code four columns in, not eight', async () => {
    const { outFile } = await book.render(renderPdf, 'book.pdf');
    const { stdout } = await tool('pdftotext', ['-layout', '-enc', 'UTF-8', outFile, '-']);
    const lines = stdout.split('\n');
    const column = (code: string) => lines.find((line) => line.includes(code))!.indexOf(code);
    const left = column('function water');
    expect(column('if (plant.dry)') - left).toBe(4);
    expect(column('pour(plant)') - left).toBe(8);
  });
});
