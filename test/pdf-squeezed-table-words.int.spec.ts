import { removeRenderedBooks, renderBookPdf } from './support/pdf-book';

/**
 * Scaling Python with Dask's Table 12-1: six columns whose longest words do not fit side by side. The whole table
 * was let break anywhere, and Chromium broke short words where no hyphenation point was ("localh|ost", "Dyna|mic",
 * "(manu|al)"), without a hyphen. Only the runs longer than a column's share of the page may break anywhere now;
 * every other word stays whole or breaks at a hyphenation point, with its hyphen. Real Chromium.
 */
describe('PDF: a table too wide for its longest words', () => {
  afterAll(removeRenderedBooks);

  it('breaks only the runs too long for a column, and keeps the short words whole', async () => {
    const table = [
      '.Deployment option comparisons',
      '[options="header"]',
      '|===',
      '|Deployment method |Dynamic scale |Recommended use case |Dependency management |Notebook deployed inside |Mixed worker types',
      '|localhost |No |Testing, solo dev, GPU-only acceleration |Yes (runtime or pre-install) |Yes |No',
      '|ssh |No |Solo lab, testing, but generally not recommended (k8s instead) |Runtime only |Yes |Yes (manual)',
      '|Slurm + GW |Yes |Existing high-performance computing/Slurm environments |Yes (runtime or pre-install) |Separate project |Varies',
      '|Dask + Ray + [CM] |Depends on CM |Existing Ray deployments, multi-tool (TF, etc.), or actor systems |Depends on CM (always at least runtime) |Depends on CM |Yes',
      '|===',
    ].join('\n');
    const { pages } = await renderBookPdf(
      { 'ch01.adoc': `== Deployments\n\nThe options side by side.\n\n${table}\n` },
      { title: 'Tables', files: ['ch01.adoc'] },
    );
    const words = pages.join('\n').split(/\s+/);
    for (const word of ['localhost', 'Dynamic', '(manual)', 'Depends', 'Runtime', 'Separate', 'Varies'])
      expect(words).toContain(word);
  });
});
