/**
 * pandoc's options for reStructuredText: its lines kept as written (`--wrap=preserve`), since rST gives an IPython
 * session, a parsed-literal block or an index directive no literal block and pandoc's rewrapping ran their lines
 * together (`--wrap=none` joins them too); and lines wide enough that no word of a grid table's cell is split
 * (scipy-lectures' table of line styles had its image paths cut in two at 72 columns).
 */
export const RST_OPTIONS = '--wrap=preserve --columns=1000';
