import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPlatformConfig, renderHtml, renderPdf } from '../../renderers';
import { WarmChromium } from '../../renderers/pdf/warm-chromium';
import { directorySource } from '../../renderers/test-support/directory-source';
import { BenchRow } from '../support/report';
import { rawChromiumPrint, renderRequest, seconds, timed, unpackHtmlZip, verdict } from './tools';

/**
 * A small book (three short chapters, one note, one cross-reference), the size most builds are: its PDF with a
 * Chromium launched for the render and with one kept between renders (as a server's render process does,
 * OCTAVO_CHROMIUM_IDLE_MS), against one raw Chromium print of the same book's consolidated HTML.
 */
export async function benchSmallBook(work: string, runs: number): Promise<BenchRow[]> {
  const bookDir = join(work, 'small-book');
  mkdirSync(bookDir);
  const chapter = (n: number) =>
    `<section data-type="chapter" id="ch${n}"><h1>Chapter ${n}</h1>` +
    `<p>The chapter's first paragraph${n === 1 ? '<span data-type="footnote">A note.</span>' : ''}.</p>` +
    `<p>See <a data-type="xref" href="#ch${n === 3 ? 1 : n + 1}">the next chapter</a>.</p></section>`;
  const files = ['ch1.html', 'ch2.html', 'ch3.html'];
  files.forEach((file, i) => writeFileSync(join(bookDir, file), chapter(i + 1)));
  writeFileSync(join(bookDir, 'platform.json'), JSON.stringify({ title: 'A Small Book', files }));
  const source = directorySource(bookDir);
  const loaded = await loadPlatformConfig(source);
  if (!loaded.ok) throw new Error(loaded.message);
  const config = loaded.config;
  const out = join(work, 'small-out');

  const launched = await timed(runs, (run) =>
    renderPdf(renderRequest(source, config, out, `own-${run}`, 'pdf')),
  );
  const chromium = new WarmChromium({
    profileRoot: join(out, 'kept'),
    profilePrefix: 'chromium-',
    idleMs: 60_000,
  });
  let kept: number;
  let spaced: number;
  try {
    // The first render launches it, as a render process's first PDF does: not counted.
    await renderPdf({ ...renderRequest(source, config, out, 'kept-first', 'pdf'), chromium });
    kept = await timed(runs, (run) =>
      renderPdf({ ...renderRequest(source, config, out, `kept-${run}`, 'pdf'), chromium }),
    );
    // As builds come to a server: a few seconds apart, so the browser has opened the next render's page.
    spaced = await timed(
      runs,
      (run) => renderPdf({ ...renderRequest(source, config, out, `spaced-${run}`, 'pdf'), chromium }),
      BUILD_GAP_MS,
    );
  } finally {
    await chromium.close();
  }
  await renderHtml(
    renderRequest(source, { ...config, formats: { html: { consolidated: true } } }, out, 'html', 'zip'),
  );
  const site = join(out, 'site');
  await unpackHtmlZip(join(out, 'html', 'out.zip'), site);
  const raw = await timed(runs, (run) =>
    rawChromiumPrint(join(site, 'index.html'), join(out, `raw-${run}.pdf`)),
  );

  const ownVerdict = verdict(launched / raw, 1.0);
  const keptVerdict = verdict(kept / raw, 1.0);
  const spacedVerdict = verdict(spaced / raw, 1.0);
  console.log(`\n== small book: 3 short chapters; median of ${runs} run(s) ==`);
  console.log(
    `PDF    Chromium launched for the render ${seconds(launched)} s, kept between renders ${seconds(kept)} s | ` +
      `raw Chromium print (its own launch included) ${seconds(raw)} s | ${ownVerdict.text} / ${keptVerdict.text}`,
  );
  console.log(
    `PDF    Chromium kept, renders ${BUILD_GAP_MS / 1000} s apart (the next page opened while it waits) ${seconds(spaced)} s | ` +
      `raw print ${seconds(raw)} s | ${spacedVerdict.text}`,
  );
  return [
    {
      metric: 'small book PDF (Chromium launched for it) vs one raw Chromium print',
      unit: 'ms',
      octavo: launched,
      reference: raw,
      ratio: launched / raw,
      target: '≤ 1.0x',
      pass: ownVerdict.pass,
    },
    {
      metric: 'small book PDF (Chromium kept between renders) vs one raw Chromium print',
      unit: 'ms',
      octavo: kept,
      reference: raw,
      ratio: kept / raw,
      target: '≤ 1.0x',
      pass: keptVerdict.pass,
    },
    {
      metric: `small book PDF (Chromium kept, renders ${BUILD_GAP_MS / 1000} s apart) vs one raw Chromium print`,
      unit: 'ms',
      octavo: spaced,
      reference: raw,
      ratio: spaced / raw,
      target: '≤ 1.0x',
      pass: spacedVerdict.pass,
    },
  ];
}

/** Between two builds on a server: an author's push, or a publisher's script, is seconds apart at least. */
const BUILD_GAP_MS = 1500;
