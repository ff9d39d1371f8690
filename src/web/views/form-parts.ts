import { html, Interpolation, SafeHtml } from '../html';
import type { WebContext } from '../web-context';
import { csrfField, describedBy, fieldErrors } from './layout';

export interface InputField {
  id: string;
  name: string;
  label: Interpolation;
  /** The attributes between `name` and `value`, as written: type, autocomplete, required, limits, placeholder. */
  attributes: SafeHtml;
  /** Absent where nothing is filled in again (passwords, files). */
  value?: string;
  hint?: { id: string; text: Interpolation };
}

/** A labelled input of a stacked form, with its hint and, after a rejection, its error (both tied to it by id). */
export function inputField(errors: Record<string, string>, input: InputField): SafeHtml {
  const { name, hint } = input;
  return html`${labelledInput(errors, input)}
  ${hint ? html`<p class="hint" id="${hint.id}">${hint.text}</p>` : ''} ${fieldErrors(errors, name)}`;
}

/** The label and the input alone, for row forms that show the field's error after their button. */
export function labelledInput(errors: Record<string, string>, input: InputField): SafeHtml {
  const { id, name, label, attributes, value, hint } = input;
  return html`<label for="${id}">${label}</label>
    <input
      id="${id}"
      name="${name}"
      ${attributes}
      ${value === undefined ? '' : html`value="${value}"`}
      ${describedBy(errors, name, hint?.id)}
    />`;
}

export interface RemoveButton {
  action: string;
  /** What the button says: Revoke, Delete, Remove. */
  label: string;
  /** What it removes, said to screen readers after the label (several such buttons share a page). */
  subject: Interpolation;
  /** The question asked before the form is sent; none for removals that are easy to undo. */
  confirm?: string;
}

/** The small form beside a listed thing (a token, a key, a collaborator, a webhook) that removes it. */
export function removeButtonForm(web: WebContext, button: RemoveButton): SafeHtml {
  return html`<form
    method="post"
    action="${button.action}"
    class="inline"
    ${button.confirm === undefined ? '' : html`data-confirm="${button.confirm}"`}
  >
    ${csrfField(web)}<button type="submit" class="button small danger">
      ${button.label}<span class="visually-hidden"> ${button.subject}</span>
    </button>
  </form>`;
}
