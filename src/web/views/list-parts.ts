import { html, Interpolation, SafeHtml } from '../html';

export interface ListTable {
  className: string;
  /** Read to screen readers only: what the table lists. */
  caption: Interpolation;
  columns: Interpolation[];
  rows: Interpolation;
}

/** A table of things, one per row, under column headings. */
export function listTable(table: ListTable): SafeHtml {
  return html`<table class="${table.className}">
    <caption class="visually-hidden">
      ${table.caption}
    </caption>
    <thead>
      <tr>
        ${table.columns.map((column) => html`<th scope="col">${column}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${table.rows}
    </tbody>
  </table>`;
}

/** What a list shows while it is empty: what the list is for, and a link to the form that adds the first one. */
export function emptyList(explanation: Interpolation, action: { href: string; label: string }): SafeHtml {
  return html`<div class="empty">
    <p>${explanation}</p>
    <p><a class="button" href="${action.href}">${action.label}</a></p>
  </div>`;
}
