import { memorySource } from '../test-support/memory-source';
import { asciidocToHtml } from './asciidoc';

async function tableOf(lines: string[]): Promise<string> {
  const text = ['== Gates', '', ...lines].join('\n');
  const { html } = await asciidocToHtml(text, 'ch.adoc', memorySource({ 'ch.adoc': text }));
  return /<table[\s\S]*?<\/table>/.exec(html)![0];
}

describe("an AsciiDoc table's column widths", () => {
  it('are left to the content when the author gave no cols, as O’Reilly’s HTMLBook converter leaves them', async () => {
    const table = await tableOf([
      '.Gate types',
      '|===',
      '|Type |Description',
      '',
      '|int |A whole number of qubits',
      '|===',
    ]);
    expect(table).not.toContain('<col');
    expect(table).toMatch(/<table class="[^"]*\bstretch\b/);
    expect(table).toContain(
      '<td class="tableblock halign-left valign-top"><p class="tableblock">int</p></td>',
    );
  });

  it('keep the shares the author wrote, equal ones too', async () => {
    expect(await tableOf(['[cols="1,3"]', '|===', '|a |b', '|==='])).toMatch(
      /<col width="25%">\s*<col width="75%">/,
    );
    expect(await tableOf(['[cols="2*"]', '|===', '|a |b', '|==='])).toMatch(
      /<col width="50%">\s*<col width="50%">/,
    );
  });
});
