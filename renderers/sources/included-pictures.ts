import { CodeCell, isFigureLabel, textOption } from './code-cell-options';
import { imageSizeAttributes, PICTURE_DPI_MARK } from './image-size';
import { ID_ALIASES } from './markdown';
import { SUBFIGURES_CLASS } from './pandoc-fenced-divs';

/**
 * The id of a cell's figure: its label as bookdown and Quarto name a figure (`fig:cars`, `fig-cars`), and the id a
 * `\label{…}` in its caption names as another name of it. Any other label is the cell's name, which knitr anchors
 * nothing with: it yields to an id the book writes, unwarned (Happy Git with R's `{r ours, echo = FALSE}` under its
 * section `{#ours}` was warned of as one id written twice).
 */
export function figureIds(
  label: string | undefined,
  captionLabel: string | undefined,
  escape: (text: string) => string,
): string {
  if (captionLabel && !isFigureLabel(label)) return ` id="${escape(captionLabel)}"`;
  if (label && !isFigureLabel(label)) return ` id="${escape(label)}" data-octavo-auto-id=""`;
  if (!label) return '';
  const alias = captionLabel && captionLabel !== label ? ` ${ID_ALIASES}="${escape(captionLabel)}"` : '';
  return ` id="${escape(label)}"${alias}`;
}

/**
 * The figures of a cell that only calls `include_graphics`, as knitr makes them. One picture is one figure named by
 * the chunk's label. A vector of them (`include_graphics(c("a.png", "b.png"))`) is a figure each, named
 * `fig:label-1`, `fig:label-2` as knitr names them, each with its caption of `fig.cap = c(…)` (one caption is
 * recycled, as R recycles it); `fig.show = "hold"` (and a Quarto cell's `fig-` label) keeps them side by side in one
 * figure under one caption, Quarto's `fig-subcap` captioning each as a subfigure.
 */
export function includedPicturesHtml(
  cell: CodeCell,
  escape: (text: string) => string,
  inline: (markdown: string) => string,
): string {
  const pictures = cell.pictures ?? [];
  const { options } = cell;
  const label = textOption(options, 'label');
  const image = (index: number, caption = optionAt(options, 'fig-cap', index)) => {
    const alt = optionAt(options, 'fig-alt', index) ?? caption ?? '';
    // knitr's and Quarto's `out.width`/`out-width` ("90%", "300px", "3in") size the picture as they size it.
    let size = imageSizeAttributes(
      optionAt(options, 'out-width', index),
      optionAt(options, 'out-height', index),
    );
    // Unsized, the picture is shown at include_graphics' `dpi` (pixel-density.ts reads the mark with its size).
    if (size === '' && cell.pictureDpi) size = ` ${PICTURE_DPI_MARK}="${cell.pictureDpi}"`;
    return `<img src="${escape(pictures[index]!)}" alt="${escape(alt)}"${size}>`;
  };
  const figure = (ids: string, images: string, caption: string | undefined) =>
    `<figure${ids}>${images}\n` +
    (caption ? `<figcaption>${inline(caption)}</figcaption>\n` : '') +
    '</figure>\n';
  const quarto = label?.startsWith('fig-') ?? false;
  // Quarto letters a cell's pictures as subfigures `fig-label-1`, `fig-label-2` when `fig-subcap` captions them.
  const subcaptions = options['fig-subcap'];
  if (quarto && pictures.length > 1 && Array.isArray(subcaptions)) {
    const subfigures = pictures.map((_picture, index) => {
      const written: unknown = subcaptions[index];
      const subcaption = typeof written === 'string' ? written : undefined;
      return figure(` id="${escape(`${label}-${index + 1}`)}"`, image(index, subcaption), subcaption);
    });
    return figure(
      `${figureIds(label, cell.captionLabel, escape)} class="${SUBFIGURES_CLASS}"`,
      `\n${subfigures.join('').replace(/\n$/, '')}`,
      optionAt(options, 'fig-cap', 0),
    );
  }
  const held = options['fig-show'] === 'hold' || quarto;
  if (pictures.length === 1 || held)
    return figure(
      figureIds(label, cell.captionLabel, escape),
      pictures.map((_picture, index) => image(index)).join('\n'),
      optionAt(options, 'fig-cap', 0),
    );
  return pictures
    .map((_picture, index) => {
      // Uncaptioned, knitr names no figure: the chunk's name stays on the first picture only, so it is one id.
      const ids = isFigureLabel(label)
        ? ` id="${escape(`${label}-${index + 1}`)}"`
        : index === 0
          ? figureIds(label, cell.captionLabel, escape)
          : '';
      return figure(ids, image(index), optionAt(options, 'fig-cap', index));
    })
    .join('');
}

/** A cell option for one of its pictures: a single value for all, or its own in R's vector of them. */
function optionAt(options: Record<string, unknown>, name: string, index: number): string | undefined {
  const value = options[name];
  if (!Array.isArray(value)) return textOption(options, name);
  const each: unknown = value.length > 0 ? value[index % value.length] : undefined;
  return typeof each === 'string' ? each.trim() : undefined;
}
