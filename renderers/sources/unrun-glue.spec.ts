import { gluesUnrunValues, isGlueName, unrunGlue } from './unrun-glue';

describe('unrunGlue', () => {
  it("counts a MyST page's glue roles and its figure and other glue directives, in either fence", () => {
    const page = [
      'We have {glue:text}`benign_count` ({glue:text}`benign_pct:.1f`\\%) benign and {glue:}`n` cases.',
      '',
      ':::{glue:figure} fig:05-scatter',
      ':name: fig:05-scatter',
      '',
      'Scatter plot.',
      ':::',
      '',
      '```{glue:math} formula',
      ':label: eq-mean',
      '```',
      '',
      '```{figure} img/plain.png',
      'Not glue.',
      '```',
    ].join('\n');
    expect(unrunGlue(page)).toEqual({
      roles: ['{glue:text}`benign_count`', '{glue:text}`benign_pct:.1f`', '{glue:}`n`'],
      figures: 1,
      others: 1,
    });
    expect(unrunGlue('# No glue\n\n```{figure} a.png\n```\n')).toEqual({ roles: [], figures: 0, others: 0 });
  });

  it('names the glue roles and directives, and the pages whose code cells make their values', () => {
    expect(['glue', 'glue:', 'glue:text', 'glue:figure'].every(isGlueName)).toBe(true);
    expect(['figure', 'gluex', 'numref'].some(isGlueName)).toBe(false);
    expect(gluesUnrunValues('```{code-cell} ipython3\nglue("n", 3)\n```\n')).toBe(true);
    expect(gluesUnrunValues('See {glue:text}`other.ipynb::n`.\n')).toBe(false);
  });
});
