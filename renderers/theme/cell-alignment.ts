/**
 * The alignment a table's column or cell asks for (AsciiDoc's `^`, `>`, `.^` and `.>` in `cols` or before a
 * cell's `|`): Asciidoctor writes it as `halign-*` and `valign-*` classes on the cell, and its own stylesheet
 * sets them. The themes set every cell, and the paragraphs in it, left and top; these rules come after that and
 * are more specific, so a centred column of an opcode table stays centred in every format.
 */
export const CELL_ALIGNMENT_CSS = `
td.halign-center, th.halign-center, td.halign-center p, th.halign-center p { text-align: center; }
td.halign-right, th.halign-right, td.halign-right p, th.halign-right p { text-align: right; }
td.valign-middle, th.valign-middle { vertical-align: middle; }
td.valign-bottom, th.valign-bottom { vertical-align: bottom; }`;
