import { html } from '../html';
import { emptyList, listTable } from './list-parts';

const collapse = (markup: string) => markup.replace(/\s+/g, ' ');

describe('listTable', () => {
  it('heads each column and tells screen readers what the table lists', () => {
    const markup = collapse(
      listTable({
        className: 'list builds',
        caption: 'Builds of <b>',
        columns: ['Build', html`<span class="visually-hidden">Actions</span>`],
        rows: html`<tr>
          <td>#1</td>
        </tr>`,
      }).value,
    );
    expect(markup).toContain('<table class="list builds">');
    expect(markup).toContain('<caption class="visually-hidden"> Builds of &lt;b&gt; </caption>');
    expect(markup).toContain(
      '<th scope="col">Build</th><th scope="col"><span class="visually-hidden">Actions</span></th>',
    );
    expect(markup).toContain('<tbody> <tr> <td>#1</td> </tr> </tbody>');
  });
});

describe('emptyList', () => {
  it('says what the list is for and links to the form that adds the first one', () => {
    const markup = collapse(
      emptyList(html`<strong>No keys yet.</strong>`, { href: '#key-title', label: 'Add a key' }).value,
    );
    expect(markup).toContain('<p><strong>No keys yet.</strong></p>');
    expect(markup).toContain('<a class="button" href="#key-title">Add a key</a>');
  });
});
