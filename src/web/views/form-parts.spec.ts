import { html } from '../html';
import type { WebContext } from '../web-context';
import { inputField, labelledInput, removeButtonForm } from './form-parts';

const web = { csrf: 'token-1' } as WebContext;
const collapse = (markup: string) => markup.replace(/\s+/g, ' ').replace(/ (\/?>)/g, '$1');

describe('inputField', () => {
  const field = {
    id: 'new-password',
    name: 'new_password',
    label: 'New password',
    attributes: html`type="password" required`,
    hint: { id: 'new-password-hint', text: 'At least 8 characters.' },
  };

  it('ties the hint to the input, and leaves out the value where none is given', () => {
    const markup = collapse(inputField({}, field).value);
    expect(markup).toContain('<label for="new-password">New password</label>');
    expect(markup).toContain(
      '<input id="new-password" name="new_password" type="password" required aria-describedby="new-password-hint"/>',
    );
    expect(markup).toContain('<p class="hint" id="new-password-hint">At least 8 characters.</p>');
    expect(markup).not.toContain('value=');
    expect(markup).not.toContain('field-error');
  });

  it('marks the input invalid and shows its error after a rejection', () => {
    const markup = collapse(inputField({ new_password: 'too short' }, field).value);
    expect(markup).toContain('aria-describedby="new-password-hint new_password-error" aria-invalid="true"');
    expect(markup).toContain('<p class="field-error" id="new_password-error">too short</p>');
  });

  it('fills in what was typed, escaped', () => {
    const markup = labelledInput({}, { ...field, hint: undefined, value: '"><b>' }).value;
    expect(markup).toContain('value="&quot;&gt;&lt;b&gt;"');
    expect(markup).not.toContain('hint');
  });
});

describe('removeButtonForm', () => {
  it('posts with the CSRF token, names what it removes and asks first when told to', () => {
    const markup = collapse(
      removeButtonForm(web, {
        action: '/settings/ssh/k1/delete',
        label: 'Delete',
        subject: 'work <laptop>',
        confirm: 'Delete the key work <laptop>?',
      }).value,
    );
    expect(markup).toContain(
      '<form method="post" action="/settings/ssh/k1/delete" class="inline" data-confirm="Delete the key work &lt;laptop&gt;?">',
    );
    expect(markup).toContain('<input type="hidden" name="_csrf" value="token-1"/>');
    expect(markup).toContain('Delete<span class="visually-hidden"> work &lt;laptop&gt;</span>');
  });

  it('asks nothing where no confirmation is given', () => {
    const markup = removeButtonForm(web, { action: '/x', label: 'Remove', subject: 'ann' }).value;
    expect(markup).not.toContain('data-confirm');
  });
});
