import { convertAsciidocFiles as convert } from '../test-support/convert-asciidoc';

describe('a single pair of formatting marks with a letter against one of its marks', () => {
  it('is warned of once a file, at its first pair printed as written, with the others counted', async () => {
    const { html, warnings } = await convert({
      'ch.adoc': [
        '== Garden',
        '',
        '* _Watering can._Holds five litres.',
        '* _Pruning shears._Cut the stems.',
        '',
        'The *first rule:*always water at dawn.',
        '',
        '----',
        'x = _Not code._Ever',
        '----',
      ].join('\n'),
    });
    expect(html).toContain('_Watering can._Holds');
    expect(warnings).toEqual([
      'ch.adoc:3: _Watering can._ is printed with its _ marks, and so are 2 more pairs in this file (lines 4, 6): ' +
        'Asciidoctor reads a single pair of marks as formatting only where it begins and ends a word, and the ' +
        'letter H after the closing mark continues the word; put a space there, or double the marks ' +
        '(__Watering can.__), which are read inside a word too',
    ]);
  });

  it('names the letter before the opening mark when that is the one touching a word', async () => {
    const { warnings } = await convert({
      'ch.adoc': ['== Garden', '', 'Water the roses every*second morning,* not daily.'].join('\n'),
    });
    expect(warnings).toEqual([
      'ch.adoc:3: *second morning,* is printed with its * marks: Asciidoctor reads a single pair of marks as ' +
        'formatting only where it begins and ends a word, and the letter y before the opening mark continues ' +
        'the word; put a space there, or double the marks (**second morning,**), which are read inside a word too',
    ]);
  });

  it('says nothing of identifiers (IRC nicknames too), marks inside words, code spans, formatted pairs or doubled marks', async () => {
    const { html, warnings } = await convert({
      'ch.adoc': [
        '== Garden',
        '',
        'Call _private_method or set file_name_here, or `_Not code._Ever` in code.',
        '',
        'Thanks to true_droid, yrashk_ and the others on IRC.',
        '',
        'Some _emphasis_ and *strong* text, and __Doubled mark.__Inside.',
        '',
        'See https://example.org/wiki/Tools,_bells,_and_whistles.html[the wiki] or link:$$http://example.org/A_b c_d$$[].',
      ].join('\n'),
    });
    expect(html).toContain('<em>emphasis</em>');
    expect(html).toContain('<em>Doubled mark.</em>Inside');
    expect(warnings).toEqual([]);
  });

  // producingoss's chapter 8: votes written "+0" and "+1", whose plus signs are meant to be printed.
  it('says nothing of plus signs of numbers nor of marks that each open a quotation', async () => {
    const { html, warnings } = await convert({
      'ch.adoc': [
        '== Voting',
        '',
        'The committer writes "+0" or "+1 (non-binding)" instead of just "+1" on the ballot.',
        '',
        'Vote (+0) or (+1) here.',
        '',
        'Say "_yes" or "_no" to the proposal.',
      ].join('\n'),
    });
    expect(html).toContain('"+0" or "+1 (non-binding)"');
    expect(warnings).toEqual([]);
    const spanTouchingLetter = await convert({
      'ch.adoc': ['== Voting', '', 'Edit the +ballot file.+s first line.'].join('\n'),
    });
    expect(spanTouchingLetter.warnings).toEqual([
      expect.stringContaining('ch.adoc:3: +ballot file.+ is printed with its + marks'),
    ]);
  });

  it("says nothing of a formula's subscripts: latexmath:[$A_\\theta B_\\theta$] holds no formatting marks", async () => {
    const { html, warnings } = await convert({
      'ch.adoc': [
        '== Search',
        '',
        'The operator performs latexmath:[$A_\\theta B_\\theta$], then stem:[x_i y_j] and latexmath:[a_{[1\\]} b_2].',
      ].join('\n'),
    });
    expect(html).toContain('A_\\theta B_\\theta');
    expect(warnings).toEqual([]);
  });

  // The Elasticsearch guide: `((("bulk API", "default /_index or _index/_type")))`, printed in the index as written.
  it("says nothing of a hidden index term's text", async () => {
    const { warnings } = await convert({
      'ch.adoc': [
        '== Bulk',
        '',
        'Having to ((("bulk API", "default /_index or _index/_type")))specify the same metadata is a waste,',
        'as indexterm:[bulk API, default /_index or _index/_type] says too.',
      ].join('\n'),
    });
    expect(warnings).toEqual([]);
  });
});
