import { parseHtml, serializeHtml } from '../dom/html-dom';
import { markdownToHtml } from '../sources/markdown';
import { authorNumberedKinds, markdownFigures, numberCaptions } from './number-captions';

describe('numberCaptions', () => {
  it('numbers titled figures, tables and examples per kind, and leaves untitled ones alone', () => {
    const nodes = parseHtml(
      '<figure id="f1"><img src="a.png"><figcaption>One</figcaption></figure><figure><img src="b.png"></figure>' +
        '<table id="t1"><caption>Tab</caption><tr><td>x</td></tr></table>' +
        '<div data-type="example" id="e1"><h5>Ex</h5><pre>x</pre></div><figure><figcaption>Two</figcaption></figure>',
    );
    const labels = numberCaptions(nodes, '3');
    expect([...labels.values()]).toEqual(['Figure 3-1', 'Table 3-1', 'Example 3-1', 'Figure 3-2']);
    const html = serializeHtml(nodes);
    expect(html).toContain('<figcaption><span class="label">Figure 3-1. </span>One</figcaption>');
    expect(html).toContain('<figure><img src="b.png"></figure>');
    expect(html).toContain('<caption><span class="label">Table 3-1. </span>Tab</caption>');
    expect(html).toContain('<h5><span class="label">Example 3-1. </span>Ex</h5>');
  });

  it("puts the book's number in place of a label the source wrote (HTMLBook's span data-type=label)", () => {
    // As O'Reilly's HTMLBook sample writes them, numbered by hand (here wrongly: it is the book's second table).
    const nodes = parseHtml(
      '<table><caption>First</caption></table>' +
        '<table><caption><span data-type="label">Table 1-1.</span> State capitals</caption></table>' +
        '<div data-type="example"><h5><span data-type="label">Example 1-1.</span> Random Java code</h5></div>',
    );
    expect([...numberCaptions(nodes, '1').values()]).toEqual(['Table 1-1', 'Table 1-2', 'Example 1-1']);
    const html = serializeHtml(nodes);
    expect(html).toContain('<caption><span class="label">Table 1-2. </span>State capitals</caption>');
    expect(html).toContain('<h5><span class="label">Example 1-1. </span>Random Java code</h5>');
  });

  it("puts the book's number in place of a label written into the caption's text (Nature of Code, the Rust book)", () => {
    const nodes = parseHtml(
      '<figure><img src="p.png"><figcaption>Figure 2.1: The pendulum</figcaption></figure>' +
        '<figure><img src="q.png"><figcaption>Fig. 4-1. Ownership</figcaption></figure>' +
        '<table><caption>Table A: Keywords</caption></table>' +
        '<div data-type="example"><h5>Listing 4-1: A scope</h5></div>' +
        '<figure><img src="r.png"><figcaption>Figures of speech</figcaption></figure>' +
        '<figure><img src="s.png"><figcaption>Table 3: the wrong kind stays</figcaption></figure>',
    );
    numberCaptions(nodes, '2');
    const html = serializeHtml(nodes);
    expect(html).toContain('<figcaption><span class="label">Figure 2-1. </span>The pendulum</figcaption>');
    expect(html).toContain('<figcaption><span class="label">Figure 2-2. </span>Ownership</figcaption>');
    expect(html).toContain('<caption><span class="label">Table 2-1. </span>Keywords</caption>');
    expect(html).toContain('<h5><span class="label">Example 2-1. </span>A scope</h5>');
    expect(html).toContain('<span class="label">Figure 2-3. </span>Figures of speech');
    expect(html).toContain('<span class="label">Figure 2-4. </span>Table 3: the wrong kind stays');
  });

  it("puts the book's number in place of the author's own number written without the word (12.10 - …)", () => {
    const nodes = parseHtml(
      '<figure><img src="a.png"><figcaption>9.2 - Attr: a kettle, CC BY-SA 4.0</figcaption></figure>' +
        '<figure><img src="b.png"><figcaption>3-4: The kettle boils</figcaption></figure>' +
        '<figure><img src="c.png"><figcaption>2.5. Steeping</figcaption></figure>' +
        '<figure><img src="d.png"><figcaption>3 - kettles on a shelf</figcaption></figure>' +
        '<figure><img src="e.png"><figcaption>1.5–2 litres a day</figcaption></figure>' +
        '<figure><img src="f.png"><figcaption>10.0.0.1 - the kettle on the network</figcaption></figure>' +
        '<figure><img src="g.png"><figcaption>1.5 - 2 litres a day</figcaption></figure>',
    );
    numberCaptions(nodes, '5');
    const html = serializeHtml(nodes);
    expect(html).toContain(
      '<span class="label">Figure 5-1. </span>Attr: a kettle, CC BY-SA 4.0</figcaption>',
    );
    expect(html).toContain('<span class="label">Figure 5-2. </span>The kettle boils</figcaption>');
    expect(html).toContain('<span class="label">Figure 5-3. </span>Steeping</figcaption>');
    // A lone number, a range or an address is the caption's own words.
    expect(html).toContain('<span class="label">Figure 5-4. </span>3 - kettles on a shelf</figcaption>');
    expect(html).toContain('<span class="label">Figure 5-5. </span>1.5–2 litres a day</figcaption>');
    expect(html).toContain('<span class="label">Figure 5-6. </span>10.0.0.1 - the kettle on the network');
    expect(html).toContain('<span class="label">Figure 5-7. </span>1.5 - 2 litres a day</figcaption>');
  });

  it("finds a written label set in emphasis with the caption, or alone (You Don't Know JS Yet's <em>Fig. 1: …</em>)", () => {
    const nodes = parseHtml(
      '<figure><img src="p.png"><figcaption><em>Fig. 1: Compiled vs. Interpreted Code</em></figcaption></figure>' +
        '<figure><img src="q.png"><figcaption><strong>Figure 2:</strong> Scope bubbles</figcaption></figure>' +
        '<figure><img src="r.png"><figcaption><em><b>Fig. 3.</b> Nested <i>scopes</i></em></figcaption></figure>' +
        '<figure><img src="s.png"><figcaption><em>Figure 4:</em></figcaption></figure>',
    );
    numberCaptions(nodes, '1');
    const html = serializeHtml(nodes);
    expect(html).toContain(
      '<figcaption><span class="label">Figure 1-1. </span><em>Compiled vs. Interpreted Code</em></figcaption>',
    );
    expect(html).toContain('<figcaption><span class="label">Figure 1-2. </span>Scope bubbles</figcaption>');
    expect(html).toContain('<span class="label">Figure 1-3. </span><em>Nested <i>scopes</i></em>');
    // A caption that is nothing but its label is untitled: the book's label takes its place.
    expect(html).toContain('<figcaption><span class="label">Figure 1-4. </span></figcaption>');
  });

  it("prints an Atlas-exported label once, in the book's numbering, also in a caption holding nothing else", () => {
    // Atlas writes `<span class="label">Figure N-M. </span>` into every caption it exports; an untitled figure's
    // caption is that label and a `&nbsp;`.
    const nodes = parseHtml(
      '<figure id="id-8lSy"><img alt="" src="red_green_refactor_.png"><figcaption><span class="label">Figure 3-1. </span>&nbsp;</figcaption></figure>' +
        '<figure><img src="a.png"><figcaption><span class="label">Figure 3-2. </span><code>addTwo</code> with an input</figcaption></figure>' +
        '<table><caption><span class="label">Table 3-1. </span> </caption><tr><td>x</td></tr></table>' +
        '<table><caption><span class="label">Table 3-2. </span>Operators</caption><tr><td>x</td></tr></table>' +
        '<div data-type="example"><h5><span class="label">Example 3-1. </span>&nbsp;</h5><pre>x</pre></div>' +
        '<div data-type="equation"><h5><span class="label">Equation 3-1. </span></h5><p>x</p></div>' +
        '<p>Untitled <strong>Figure 3:</strong> in prose stays.</p>',
    );
    expect([...numberCaptions(nodes, '3').values()]).toEqual([
      'Figure 3-1',
      'Figure 3-2',
      'Table 3-1',
      'Table 3-2',
      'Example 3-1',
      'Equation 3-1',
    ]);
    const html = serializeHtml(nodes);
    expect(html).toContain('<figcaption><span class="label">Figure 3-1. </span></figcaption>');
    expect(html).toContain(
      '<figcaption><span class="label">Figure 3-2. </span><code>addTwo</code> with an input</figcaption>',
    );
    expect(html).toContain('<caption><span class="label">Table 3-1. </span></caption>');
    expect(html).toContain('<caption><span class="label">Table 3-2. </span>Operators</caption>');
    expect(html).toContain('<h5><span class="label">Example 3-1. </span></h5>');
    expect(html).toContain('<h5><span class="label">Equation 3-1. </span></h5>');
    expect(html.match(/Figure 3-1/g)).toHaveLength(1);
  });

  it("replaces an Atlas-exported label in the book's own language, which no written-label word matches", () => {
    const nodes = parseHtml(
      '<figure><img src="a.png"><figcaption><span class="label">Figura 2-1. </span>Un gráfico</figcaption></figure>' +
        '<figure><img src="b.png"><figcaption><span class="label">Figura 2-2. </span>&nbsp;</figcaption></figure>' +
        '<figure><img src="c.png"><figcaption><span class="label">nuevo</span> Un gráfico</figcaption></figure>',
    );
    const words = { figure: 'Figura', table: 'Tabla', example: 'Ejemplo', equation: 'Ecuación' };
    numberCaptions(nodes, '2', words);
    const html = serializeHtml(nodes);
    expect(html).toContain('<figcaption><span class="label">Figura 2-1. </span>Un gráfico</figcaption>');
    expect(html).toContain('<figcaption><span class="label">Figura 2-2. </span></figcaption>');
    // A span classed "label" that holds no number is the author's word, not a tool's label.
    expect(html).toContain(
      '<figcaption><span class="label">Figura 2-3. </span><span class="label">nuevo</span> Un gráfico</figcaption>',
    );
  });

  it('keeps a badge a caption opens with (v2, Python 3, Step 1) and replaces a plain-numbered label of its own word', () => {
    const nodes = parseHtml(
      '<figure><img src="a.png"><figcaption><span class="label">v2</span> The new API</figcaption></figure>' +
        '<figure><img src="b.png"><figcaption><span class="label">Python 3</span> only</figcaption></figure>' +
        '<figure><img src="c.png"><figcaption><span class="label">Step 1:</span> Install</figcaption></figure>' +
        '<figure><img src="d.png"><figcaption><span class="label">Figura 12. </span>Un gráfico</figcaption></figure>' +
        '<table><caption><span class="label">Tabla A.3: </span>Claves</caption></table>',
    );
    numberCaptions(nodes, '2', {
      figure: 'Figura',
      table: 'Tabla',
      example: 'Ejemplo',
      equation: 'Ecuación',
    });
    const html = serializeHtml(nodes);
    expect(html).toContain(
      '<figcaption><span class="label">Figura 2-1. </span><span class="label">v2</span> The new API</figcaption>',
    );
    expect(html).toContain('<span class="label">Figura 2-2. </span><span class="label">Python 3</span> only');
    expect(html).toContain(
      '<span class="label">Figura 2-3. </span><span class="label">Step 1:</span> Install',
    );
    expect(html).toContain('<figcaption><span class="label">Figura 2-4. </span>Un gráfico</figcaption>');
    expect(html).toContain('<caption><span class="label">Tabla 2-1. </span>Claves</caption>');
  });

  it('finds a written label whose number carries a remark in parentheses (a figure printed again)', () => {
    const nodes = parseHtml(
      '<figure><img src="p.png"><figcaption><em>Fig. 2 (Ch. 2): Scope bubbles</em></figcaption></figure>' +
        '<table><caption>Table 5 (Ch. 1). Seed depths</caption></table>' +
        '<table><caption>Table 7 (below) lists the events</caption></table>',
    );
    numberCaptions(nodes, '3');
    const html = serializeHtml(nodes);
    expect(html).toContain(
      '<figcaption><span class="label">Figure 3-1. </span><em>Scope bubbles</em></figcaption>',
    );
    expect(html).toContain('<caption><span class="label">Table 3-1. </span>Seed depths</caption>');
    // Without punctuation after it, the remark may be the sentence's: the caption stays as written.
    expect(html).toContain(
      '<caption><span class="label">Table 3-2. </span>Table 7 (below) lists the events</caption>',
    );
  });

  it('finds a written label without punctuation: set off by its own emphasis, or numbered "2-1" (Jakarta specs)', () => {
    const nodes = parseHtml(
      '<figure><img src="p.png"><figcaption><strong>Figure 2-1</strong> State transitions</figcaption></figure>' +
        '<table><caption>Table 11-3 Servlet Request Events</caption></table>' +
        '<table><caption>Table 7 lists the events</caption></table>' +
        '<table><caption><strong>Table Tennis</strong> scores</caption></table>',
    );
    numberCaptions(nodes, '4');
    const html = serializeHtml(nodes);
    expect(html).toContain(
      '<figcaption><span class="label">Figure 4-1. </span>State transitions</figcaption>',
    );
    expect(html).toContain('<caption><span class="label">Table 4-1. </span>Servlet Request Events</caption>');
    // A plain number and no punctuation may begin a sentence, not a label: the caption stays as written.
    expect(html).toContain(
      '<caption><span class="label">Table 4-2. </span>Table 7 lists the events</caption>',
    );
    expect(html).toContain('<span class="label">Table 4-3. </span><strong>Table Tennis</strong> scores');
  });

  it("finds a written label in a caption written as a paragraph, and labels that paragraph (Texinfo's HTML, SICP)", () => {
    const nodes = parseHtml(
      '<figure><img src="p.png"><figcaption>\n<p><strong>Figure 1.1:</strong> Tree representation.</p>\n' +
        '</figcaption></figure>',
    );
    numberCaptions(nodes, '1');
    expect(serializeHtml(nodes)).toContain(
      '<figcaption>\n<p><span class="label">Figure 1-1. </span>Tree representation.</p>\n</figcaption>',
    );
  });

  it("keeps the author's labels when every caption of a kind has one, numbered otherwise than the book would", () => {
    // A whole-book count ("Fig. 3" in chapter 2), a figure printed again under its first number, and tables whose
    // labels are the book's own numbers ("Table 1.1" is the first table of chapter 1).
    const one = parseHtml(
      '<figure><img src="a.png"><figcaption><em>Fig. 1: Tides</em></figcaption></figure>' +
        '<figure><img src="b.png"><figcaption>Fig. 2. Moons</figcaption></figure>' +
        '<table><caption>Table 1.1: Depths</caption></table>',
    );
    const two = parseHtml(
      '<figure><img src="c.png"><figcaption><em>Fig. 3: Currents</em></figcaption></figure>' +
        '<figure><img src="a.png"><figcaption><em>Fig. 1 (again): Tides</em></figcaption></figure>' +
        '<table><caption>Table 2.1: Salinity</caption></table>',
    );
    const kinds = authorNumberedKinds([
      { nodes: one, prefix: '1' },
      { nodes: two, prefix: '2' },
    ]);
    expect([...kinds]).toEqual(['Figure']);
    expect([...numberCaptions(one, '1', undefined, String, kinds).values()]).toEqual([
      'Fig. 1',
      'Fig. 2',
      'Table 1-1',
    ]);
    expect([...numberCaptions(two, '2', undefined, String, kinds).values()]).toEqual([
      'Fig. 3',
      'Fig. 1 (again)',
      'Table 2-1',
    ]);
    const html = serializeHtml([...one, ...two]);
    expect(html).toContain('<figcaption><span class="label">Fig. 1: </span><em>Tides</em></figcaption>');
    expect(html).toContain('<figcaption><span class="label">Fig. 2. </span>Moons</figcaption>');
    expect(html).toContain(
      '<figcaption><span class="label">Fig. 1 (again): </span><em>Tides</em></figcaption>',
    );
    expect(html).toContain('<caption><span class="label">Table 2-1. </span>Salinity</caption>');
  });

  it("numbers a kind itself when one caption has no label of the author's, or a label the book writes itself", () => {
    const unlabelled = parseHtml(
      '<figure><img src="a.png"><figcaption>Fig. 4: Tides</figcaption></figure>' +
        '<figure><img src="b.png"><figcaption>Moons</figcaption></figure>',
    );
    expect(authorNumberedKinds([{ nodes: unlabelled, prefix: '1' }]).size).toBe(0);
    const htmlbook = parseHtml(
      '<table><caption><span data-type="label">Table 9.</span> Depths</caption></table>' +
        '<table><caption>Table 7: Salinity</caption></table>',
    );
    expect(authorNumberedKinds([{ nodes: htmlbook, prefix: '1' }]).size).toBe(0);
    // Blocks in divisions the book does not number are not counted.
    const preface = parseHtml('<figure><img src="b.png"><figcaption>Moons</figcaption></figure>');
    const chapter = parseHtml('<figure><img src="a.png"><figcaption>Fig. 7: Tides</figcaption></figure>');
    const kinds = authorNumberedKinds([
      { nodes: preface, prefix: undefined },
      { nodes: chapter, prefix: '1' },
    ]);
    expect([...kinds]).toEqual(['Figure']);
  });

  it("keeps the author's labels when the labelled blocks count by themselves, the others left unnumbered", () => {
    const chapter = parseHtml(
      '<figure><img src="a.png"><figcaption>Figure 3.1: Tides</figcaption></figure>' +
        '<figure><img src="s.png"><figcaption>A screenshot of the tide table</figcaption></figure>' +
        '<figure><img src="b.png"><figcaption>Figure 3.2</figcaption></figure>' +
        '<figure><img src="c.png"><figcaption>\u00a0</figcaption></figure>' +
        '<figure><img src="a.png"><figcaption>Figure 3.1: Tides, again</figcaption></figure>' +
        '<figure><img src="d.png"><figcaption>Figure 3.3 Currents</figcaption></figure>',
    );
    const kinds = authorNumberedKinds([{ nodes: chapter, prefix: '3' }]);
    expect([...kinds]).toEqual(['Figure']);
    expect([...numberCaptions(chapter, '3', undefined, String, kinds).values()]).toEqual([
      'Figure 3.1',
      'Figure 3.2',
      'Figure 3.1',
      'Figure 3.3',
    ]);
    const html = serializeHtml(chapter);
    expect(html).toContain('<figcaption><span class="label">Figure 3.1: </span>Tides</figcaption>');
    expect(html).toContain('<figcaption>A screenshot of the tide table</figcaption>');
    expect(html).toContain('<figcaption>Figure 3.2</figcaption>');
    expect(html).toContain('<figcaption><span class="label">Figure 3.3 </span>Currents</figcaption>');
    // Counted otherwise (a first label of 4 in chapter 3), the book numbers them all, as before.
    const skipped = parseHtml(
      '<figure><img src="a.png"><figcaption>Figure 3.4: Tides</figcaption></figure>' +
        '<figure><img src="s.png"><figcaption>A screenshot</figcaption></figure>',
    );
    expect(authorNumberedKinds([{ nodes: skipped, prefix: '3' }]).size).toBe(0);
  });

  it('finds a written label followed straight by markup (an equation, code, emphasis) as the caption goes on', () => {
    const chapter = parseHtml(
      '<figure><img src="a.png"><figcaption>Figure 2.1: Tides</figcaption></figure>' +
        '<figure><img src="s.png"><figcaption></figcaption></figure>' +
        '<figure><img src="b.png"><figcaption>Figure 2.2: <span data-type="equation">h_t</span> at noon</figcaption></figure>' +
        '<figure><img src="c.png"><figcaption>Figure 2.3: <code>ebb()</code> drawn</figcaption></figure>',
    );
    const kinds = authorNumberedKinds([{ nodes: chapter, prefix: '2' }]);
    expect([...kinds]).toEqual(['Figure']);
    expect([...numberCaptions(chapter, '2', undefined, String, kinds).values()]).toEqual([
      'Figure 2.1',
      'Figure 2.2',
      'Figure 2.3',
    ]);
    const html = serializeHtml(chapter);
    expect(html).toContain(
      '<figcaption><span class="label">Figure 2.2: </span><span data-type="equation">h_t</span> at noon</figcaption>',
    );
    // Numbered by the book, the written label goes all the same: not "Figure 2-4. Figure 2.3: …".
    const renumbered = parseHtml(
      '<figure><img src="c.png"><figcaption>Figure 9.1: <code>ebb()</code></figcaption></figure>',
    );
    numberCaptions(renumbered, '2');
    expect(serializeHtml(renumbered)).toContain(
      '<figcaption><span class="label">Figure 2-1. </span><code>ebb()</code></figcaption>',
    );
  });

  it('numbers nothing in divisions without a number', () => {
    const nodes = parseHtml('<figure><figcaption>One</figcaption></figure>');
    expect(numberCaptions(nodes, undefined).size).toBe(0);
    expect(serializeHtml(nodes)).toBe('<figure><figcaption>One</figcaption></figure>');
  });
});

describe('markdownFigures', () => {
  it('makes an image alone in its paragraph a figure captioned by its alt text, as pandoc does, else its title', () => {
    const nodes = parseHtml(
      markdownToHtml(
        '![Alt](a.png "Title")\n\n![Only alt](b.png)\n\nText ![inline](c.png) here.\n\n![](d.png)\n\n' +
          '![](e.png "Only title")',
      ),
    );
    markdownFigures(nodes);
    const html = serializeHtml(nodes);
    // Beej's Guide to Network Programming: ![Client-Server Interaction.](cs.svg "[Client-Server Interaction Diagram]").
    expect(html).toContain(
      '<figure><img src="a.png" alt="Alt" title="Title"><figcaption>Alt</figcaption></figure>',
    );
    expect(html).toContain(
      '<figure><img src="e.png" alt="" data-octavo-alt-missing=""><figcaption>Only title</figcaption></figure>',
    );
    expect(html).toContain(
      '<figure><img src="b.png" alt="Only alt"><figcaption>Only alt</figcaption></figure>',
    );
    expect(html).toContain('<p>Text <img src="c.png" alt="inline"> here.</p>');
    // No description written: left as it is, marked so the book model can warn about the missing alt text.
    expect(html).toContain('<p><img src="d.png" alt="" data-octavo-alt-missing=""></p>');
  });

  it('keeps the markup of the alt text in the caption, as pandoc does, and gives the image its words alone', () => {
    // Category Theory for Programmers' part_three/ch03.md: ![Monoids m<sub>1</sub> and m<sub>2</sub>](…).
    const nodes = parseHtml(
      markdownToHtml(
        '![Monoids m<sub>1</sub> and m<sub>2</sub>](forgetful.jpg)\n\n![The object `a⇒b` is _universal_](f.jpg)\n\n' +
          'Text ![m<sub>1</sub>](inline.png) here.\n',
      ),
    );
    markdownFigures(nodes);
    const html = serializeHtml(nodes);
    expect(html).toContain(
      '<figure><img src="forgetful.jpg" alt="Monoids m1 and m2"><figcaption>Monoids m<sub>1</sub> and ' +
        'm<sub>2</sub></figcaption></figure>',
    );
    expect(html).toContain(
      '<figure><img src="f.jpg" alt="The object a⇒b is universal"><figcaption>The object <code>a⇒b</code> is ' +
        '<em>universal</em></figcaption></figure>',
    );
    expect(html).toContain('Text <img src="inline.png" alt="m1"> here.');
  });

  it("captions an image by its bracketed words, not by an alt written apart (Markua's {alt: …})", () => {
    const nodes = parseHtml(
      markdownToHtml('{alt: "A copper kettle"}\n![Kettles](a.png)\n\n{alt: "A teapot"}\n![](b.png)\n'),
    );
    markdownFigures(nodes);
    const html = serializeHtml(nodes);
    expect(html).toContain(
      '<figure><img src="a.png" alt="A copper kettle"><figcaption>Kettles</figcaption></figure>',
    );
    expect(html).toMatch(/<p[^>]*><img src="b.png" alt="A teapot"><\/p>/);
  });

  it('names the figure by the id pandoc’s attributes give the image', () => {
    const nodes = parseHtml(markdownToHtml('![A kiln](kiln.png){#fig:kiln width=50%}\n'));
    markdownFigures(nodes);
    expect(serializeHtml(nodes)).toContain(
      '<figure id="fig:kiln"><img src="kiln.png" alt="A kiln" style="width: 50%"><figcaption>A kiln</figcaption></figure>',
    );
  });

  it('takes the author\'s caption paragraph right below the image ("*Figure 1-1.* …") as the figure\'s caption', () => {
    const nodes = parseHtml(
      markdownToHtml(
        '![alt](a.png)\n\n***Figure 1-1.** A seed tray*\n\nBetween.\n\n![Rows](b.png)\n\nFigure 1-2 shows rows.\n\n' +
          '![Pots](c.png)\n\n*Figure 1-3: Pots in a row*\n\n![Sown](d.png)\n***Figure 1-4.** Sown*.\n\n' +
          '![Beside](e.png) Figure 1-9. in the text.',
      ),
    );
    markdownFigures(nodes);
    numberCaptions(nodes, '1');
    const html = serializeHtml(nodes);
    expect(html).toContain(
      '<figure><img src="a.png" alt="alt"><figcaption><span class="label">Figure 1-1. </span><em>A seed tray</em>' +
        '</figcaption></figure>',
    );
    // A sentence about the figure is text, not its caption.
    expect(html).toContain('<figcaption><span class="label">Figure 1-2. </span>Rows</figcaption></figure>');
    expect(html).toContain('<p>Figure 1-2 shows rows.</p>');
    expect(html).toContain(
      '<figcaption><span class="label">Figure 1-3. </span><em>Pots in a row</em></figcaption>',
    );
    expect(html).toContain(
      '<figure><img src="d.png" alt="Sown"><figcaption><span class="label">Figure 1-4. </span><em>Sown</em>.' +
        '</figcaption></figure>',
    );
    expect(html).toContain('<p><img src="e.png" alt="Beside"> Figure 1-9. in the text.</p>');
    expect(html).not.toContain('Figure 1-5');
  });

  it('reads a Chinese, Japanese or Korean written label, with or without a space, ending in a full-width colon', () => {
    const nodes = parseHtml(
      markdownToHtml(
        '![标识](a.png)\n\n图 16-5：AWS 标识\n\n![服务](b.png)\n\n图16-6．容器服务示意图\n\n' +
          '![例](c.png)\n\n图 16-7 展示了结构。\n\n| a |\n|---|\n| 1 |\n',
      ),
    );
    markdownFigures(nodes);
    numberCaptions(nodes, '3', { figure: '图', table: '表', example: '例', equation: '公式' });
    const html = serializeHtml(nodes);
    expect(html).toContain('<figcaption><span class="label">图 3-1 </span>AWS 标识</figcaption>');
    expect(html).toContain('<figcaption><span class="label">图 3-2 </span>容器服务示意图</figcaption>');
    // A sentence about the figure ("Figure 16-7 shows …") stays text.
    expect(html).toContain('<p>图 16-7 展示了结构。</p>');
    expect(html).not.toContain('16-5');
  });
});

describe('a displayed equation with a heading', () => {
  it('is numbered with the chapter, as Atlas numbers HTMLBook equations; one without a heading is not', () => {
    const nodes = parseHtml(
      '<div data-type="equation" id="lift"><h5>Lift</h5><math display="block"><mi>L</mi></math></div>' +
        '<div data-type="equation"><math display="block"><mi>D</mi></math></div>' +
        '<div data-type="equation" id="drag"><h5>Drag</h5><math display="block"><mi>D</mi></math></div>',
    );
    const labels = numberCaptions(nodes, '2');
    expect([...labels.values()]).toEqual(['Equation 2-1', 'Equation 2-2']);
    expect(serializeHtml(nodes)).toContain('<h5><span class="label">Equation 2-1. </span>Lift</h5>');
  });
});
