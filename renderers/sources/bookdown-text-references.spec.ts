import { buildBookModel } from '../model/build-book-model';
import { memorySource } from '../test-support/memory-source';
import { pngHeader } from '../test-support/image-headers';
import { formatWarning } from '../warnings';

// As rubenfcasal/bookdown_intro (03-extensiones.Rmd): a table caption written as a text reference.
describe('bookdown text references', () => {
  it('write the defined text in place of each (ref:label) and drop the definition', async () => {
    const chapter = [
      '# Entornos',
      '',
      'Véase la Tabla \\@ref(tab:theorem-envs) y la Figura \\@ref(fig:logo).',
      '',
      '(ref:theorem-envs) Entornos en `bookdown`.',
      '',
      '(ref:logo) El logo de **R**.',
      '',
      '```{r theorem-envs, echo=FALSE}',
      'knitr::kable(data.frame(Entorno = c("theorem", "lemma")),',
      "  caption = '(ref:theorem-envs)', booktabs = TRUE)",
      '```',
      '',
      "```{r logo, echo=FALSE, fig.cap='(ref:logo)'}",
      'knitr::include_graphics("images/logo.png")',
      '```',
      '',
      'Como dice (ref:logo), y (ref:nada).',
      '',
      '```',
      '(ref:ejemplo) Un ejemplo en código.',
      '```',
    ].join('\n');
    const model = await buildBookModel(
      memorySource({ '03-extensiones.Rmd': chapter, 'images/logo.png': pngHeader(40, 30) }),
      { files: ['03-extensiones.Rmd'], formats: {} },
      { bookName: 'rubenfcasal/bookdown_intro' },
    );
    const html = model.divisions[0]!.html;
    expect(html).not.toContain('(ref:theorem-envs)');
    expect(html).not.toContain('(ref:logo)');
    expect(html).toMatch(
      /<caption><span class="label">Table 1-1\. <\/span>Entornos en <code>bookdown<\/code>\.<\/caption>/,
    );
    expect(html).toMatch(
      /<figcaption><span class="label">Figure 1-1\. <\/span>El logo de <strong>R<\/strong>\.<\/figcaption>/,
    );
    expect(html).toContain('<p>Como dice El logo de <strong>R</strong>., y (ref:nada).</p>');
    expect(html).toContain('(ref:ejemplo) Un ejemplo en código.');
    expect(model.warnings.map(formatWarning)).toEqual([
      expect.stringMatching(
        /^03-extensiones\.Rmd:18: text reference \(ref:nada\) is defined nowhere in this file/,
      ),
      expect.stringMatching(
        /^03-extensiones\.Rmd:9: a code cell \(\{r\}\) is printed as code without its output/,
      ),
    ]);
  });
});
