/**
 * How MathML is drawn in every format: with the shipped STIX Two Math ("Octavo Math" in
 * renderers/theme/fonts.ts), never a system math font. The rest follows Temml's own stylesheet
 * (temml/dist/Temml-STIX2.css, 0.13), keeping the rules the MathML it writes relies on: display
 * equations as blocks, array cell alignment, the prime and script-letter glyph variants, and line
 * breaks inside long inline expressions in Chromium (for Temml's own output only: `math.tml`).
 */
export const MATH_CSS = `
math {
  font-family: "Octavo Math", math;
  font-style: normal;
  font-weight: normal;
  line-height: normal;
  text-indent: 0;
  text-transform: none;
  letter-spacing: normal;
  word-wrap: normal;
  hyphens: none;
}
/* Temml's line breaking (its inline output is a row of <mrow> pieces); MathML a book wrote keeps the browser's MathML
   layout, whose operator spacing flex items would lose. */
math.tml { display: inline-flex; flex-wrap: wrap; align-items: baseline; }
math.tml > mrow { padding: 0.5ex 0; }
math[display="block"], math.tml-display {
  display: block;
  display: block math;
  width: 100%;
  margin: 0.6em 0;
  break-inside: avoid;
}
math * { border-color: currentColor; }
.numbered-equation { display: flex; align-items: center; break-inside: avoid; }
.numbered-equation > math { flex: 1; }
.equation-number { flex: none; margin-left: 1em; }
.mathscr { font-feature-settings: "ss01"; }
mo.tml-prime { font-feature-settings: "ss04"; }
/* Chromium aligns a MathML cell's content only by the -webkit- values (Temml's stylesheet says so too; measured: with
   "right", an equation number in its half-width cell was drawn against the equation); others keep the first. */
.tml-right { text-align: right; text-align: -webkit-right; }
.tml-left { text-align: left; text-align: -webkit-left; }
mtable.tml-jot > mtr > mtd { padding-top: 0.7ex; padding-bottom: 0.7ex; }
mtable.tml-small mtd { padding-top: 0.35ex; padding-bottom: 0.35ex; }
menclose { position: relative; padding: 0.5ex 0; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.tml-overline { padding: 0.1em 0 0 0; border-top: 0.065em solid; }
.tml-underline { padding: 0 0 0.1em 0; border-bottom: 0.065em solid; }
.tml-fbox { padding: 3pt; border: 1px solid; }
[data-type="equation"], .stemblock { margin: 1em 0; break-inside: avoid; }
code.math-error { white-space: pre-wrap; }
.math-text { font-style: normal; white-space: nowrap; }
/* An inline formula and the text against it (math-words.ts): a line breaks at the spaces around them only. */
.math-word { white-space: nowrap; }
.math-display { display: block; text-align: center; margin: 0.6em 0; white-space: normal; }
table.math-table { display: inline-table; margin: 0 0.2em; border: 0; font-size: 1em; vertical-align: middle; }
table.math-table td { border: 0; padding: 0 0.4em; }
`;
