import { memorySource } from '../test-support/memory-source';
import { buildBookModel } from '../model/build-book-model';
import { formatWarning } from '../warnings';
import { expandD2lbookMarkup } from './d2lbook-markup';

const CONFIG =
  '[project]\nname = kilns\ntitle = Dive into Kilns\n\n[build]\ntabs = pytorch, mxnet\n\n[html]\n';

async function expanded(text: string, config: string | null = CONFIG) {
  const source = memorySource(config === null ? {} : { 'config.ini': config });
  return expandD2lbookMarkup(text, source, (line) => line);
}

// As Dive into Deep Learning writes its pages (d2l-ai/d2l-en), its config.ini's first tab being pytorch.
describe('a d2lbook page', () => {
  it("keeps the code and prose of the book's framework (config.ini's first tab), without d2lbook's marks", async () => {
    const { text } = await expanded(
      [
        '```{.python .input}',
        '%load_ext d2lbook.tab',
        "tab.interact_select(['mxnet', 'pytorch'])",
        '```',
        '',
        '# Firing',
        '',
        ':begin_tab:`mxnet`',
        'We import `np` from MXNet.',
        ':end_tab:',
        '',
        ':begin_tab:`pytorch`',
        'We import `torch`.',
        ':end_tab:',
        '',
        '```{.python .input}',
        '%%tab mxnet',
        'from mxnet import np',
        '```',
        '',
        '```{.python .input  n=2}',
        '%%tab pytorch, tensorflow',
        'import torch',
        '```',
        '',
        '```{.python .input}',
        '%%tab all',
        'def heat(kiln):  #@save',
        "    if tab.selected('mxnet'):",
        '        return np.ones(3)',
        "    if tab.selected('pytorch', 'jax'):",
        '        return torch.ones(3)',
        '    return kiln',
        '```',
      ].join('\n'),
    );
    expect(text).not.toMatch(
      /load_ext|interact_select|begin_tab|end_tab|%%tab|MXNet|mxnet|np\.ones|tab\.selected/,
    );
    expect(text).toContain('We import `torch`.');
    expect(text).toContain('```{.python .input  n=2}\nimport torch\n```');
    expect(text).toContain(
      '```{.python .input}\ndef heat(kiln):  #@save\n    return torch.ones(3)\n    return kiln\n```',
    );
  });

  it('puts each label on what it names above it, and its references and citations in MyST roles', async () => {
    const { text, lineOf } = await expanded(
      [
        '# Glazes',
        ':label:`sec_glazes`',
        '',
        'See :numref:`fig_kiln`, :numref:`tab_cones`, :eqref:`eq_heat`, :ref:`sec_glazes` and :cite:`Rhodes.1957`,',
        'as :citet:`Leach.1940` found in :numref:``sec_glazes``.',
        '',
        '![A kiln.](../img/kiln.svg)',
        ':width:`400px`',
        ':label:`fig_kiln`',
        '',
        ':Cones and their temperatures',
        ':label:`tab_cones`',
        '',
        '| Cone | °C |',
        '|------|----|',
        '| 6 | 1222 |',
        '',
        '$$q = m c \\Delta T$$',
        ':eqlabel:`eq_heat`',
        '',
        '$$E = m c^2$$ :eqlabel:`eq_rest`',
        '',
        '(**$$P = V I$$**)',
        ':eqlabel:`eq_power`',
        '',
        ':label:`sec_free`',
        '',
        ':bibliography:`../kilns.bib`',
      ].join('\n'),
    );
    expect(text).toContain('# Glazes {#sec_glazes}\n');
    expect(text).toContain(
      'See {numref}`fig_kiln`, {numref}`tab_cones`, {eq}`eq_heat`, {ref}`sec_glazes` and {cite:p}`Rhodes.1957`,\n' +
        'as {cite:t}`Leach.1940` found in {numref}`sec_glazes`.',
    );
    expect(text).toContain('![A kiln.](../img/kiln.svg){width="400px" #fig_kiln}\n');
    expect(text).toContain('Table: Cones and their temperatures {#tab_cones}\n\n| Cone |');
    expect(text).toContain('$$q = m c \\Delta T$$ (eq_heat)\n');
    expect(text).toContain('$$E = m c^2$$ (eq_rest)\n');
    expect(text).toContain('\n$$P = V I$$ (eq_power)\n');
    expect(text).toContain('<a id="sec_free"></a>');
    expect(text).toContain('```{bibliography} ../kilns.bib\n```');
    expect(text).not.toMatch(/:(?:label|width|eqlabel):/);
    // Each line keeps its source line: the table's first row is the source's line 14.
    expect(lineOf(text.split('\n').indexOf('| Cone | °C |') + 1)).toBe(14);
  });

  it("leaves out the site's navigation and Sphinx-only blocks, keeps a title they hold, and takes out slide marks", async () => {
    const { text } = await expanded(
      [
        '```eval_rst',
        '.. only:: html',
        '',
        '   References',
        '   ==========',
        '```',
        '',
        '```toc',
        ':maxdepth: 2',
        '',
        'firing',
        '```',
        '',
        '[**Heat the kiln**] slowly (**over a day**)[~~, as slides say~~].',
        'A [**link**](https://example.org) stays.',
        '',
        '```python',
        'x = [**2]',
        '```',
      ].join('\n'),
    );
    expect(text).toMatch(/^# References\n/);
    expect(text).not.toMatch(/toc|maxdepth|firing|only::/);
    expect(text).toContain('Heat the kiln slowly over a day.\nA [**link**](https://example.org) stays.');
    expect(text).toContain('x = [**2]');
  });

  it('is left as written when it is no d2lbook page, and keeps every tab when the project names none', async () => {
    const plain = '# Kilns\n\n:numeric: is a word here, and [**bold**] too.\n';
    expect((await expanded(plain, null)).text).toBe(plain);
    const { text } = await expanded(
      ':begin_tab:`mxnet`\nMXNet.\n:end_tab:\n\n:begin_tab:`pytorch`\nPyTorch.\n:end_tab:\n',
      null,
    );
    expect(text).toContain('MXNet.');
    expect(text).toContain('PyTorch.');
  });

  it('builds a book whose references reach their headings, figures, tables and formulas', async () => {
    const model = await buildBookModel(
      memorySource({
        'config.ini': CONFIG,
        'index.md': '# Kilns\n\n```toc\n:numbered:\n\nfiring\n```\n',
        'firing.md': [
          '# Firing',
          ':label:`sec_firing`',
          '',
          'See :numref:`fig_kiln`, :numref:`tab_cones` and :eqref:`eq_heat`.',
          '',
          '![A kiln.](kiln.png)',
          ':label:`fig_kiln`',
          '',
          ':Cones',
          ':label:`tab_cones`',
          '',
          '| Cone | °C |',
          '|------|----|',
          '| 6 | 1222 |',
          '',
          '$$q = m c \\Delta T$$',
          ':eqlabel:`eq_heat`',
          '',
          'Back to :numref:`sec_firing`.',
        ].join('\n'),
        'kiln.png': Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        ).toString('latin1'),
      }),
      { files: ['index.md', 'firing.md'], formats: {} },
      { bookName: 'd2l/kilns' },
    );
    expect(model.warnings.map(formatWarning).filter((w) => /cross-reference|label|eqlabel/.test(w))).toEqual(
      [],
    );
    const html = model.divisions.map((division) => division.html).join('\n');
    expect(html).toMatch(/<figure[^>]*id="fig_kiln"/);
    expect(html).toMatch(/<table[^>]*id="tab_cones"/);
    expect(html).toMatch(/id="eq_heat"/);
    expect(html).not.toMatch(/:numref:|:label:|\{numref\}/);
  });
});
