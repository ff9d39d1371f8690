import type {
  AutoBuildSettingsView,
  WebhookDeliveryView,
  WebhookView,
} from '../../projections/automation-read-models';
import type { ProjectView } from '../../projections/read-model-types';
import { FORMATS } from '../domain/build';
import { html, SafeHtml } from '../web/html';
import { inputField, removeButtonForm } from '../web/views/form-parts';
import { alert, csrfField, onceField, fieldErrors, relativeTime } from '../web/views/layout';
import { emptyList, listTable } from '../web/views/list-parts';
import { projectPage, projectUrl } from '../web/views/project-views';
import type { WebContext } from '../web/web-context';

export interface AutomationForm {
  values: Record<string, string | string[]>;
  errors: Record<string, string>;
  message?: string;
}

export const emptyAutomationForm = (): AutomationForm => ({ values: {}, errors: {} });

export interface AutomationPageData {
  settings: AutoBuildSettingsView | null;
  webhooks: Array<{ webhook: WebhookView; deliveries: WebhookDeliveryView[] }>;
  forms: { autoBuild: AutomationForm; webhook: AutomationForm };
  notice?: string;
}

const STATUS_TEXT: Record<string, string> = {
  pending: 'retrying',
  delivered: 'delivered',
  failed: 'failed (gave up)',
  refused: 'refused (private address)',
  cancelled: 'cancelled',
};

function deliveryLog(deliveries: WebhookDeliveryView[]): SafeHtml {
  if (deliveries.length === 0)
    return html`<p class="muted small">No deliveries yet: one is sent when a build finishes.</p>`;
  return listTable({
    className: 'deliveries',
    caption: 'Recent deliveries',
    columns: ['Build', 'Status', 'Attempts'],
    rows: deliveries.map(
      (d) =>
        html`<tr>
          <td>#${d.buildId} ${relativeTime(d.createdAt)}</td>
          <td>
            <span class="badge ${d.status}">${STATUS_TEXT[d.status] ?? d.status}</span>${
              d.nextAttemptAt
                ? html` <span class="muted small">next attempt ${relativeTime(d.nextAttemptAt)}</span>`
                : ''
            }
          </td>
          <td>
            <ol class="attempts">
              ${d.attempts.map(
                (a) =>
                  html`<li>
                    ${a.outcome}${a.statusCode !== undefined ? ` (HTTP ${a.statusCode})` : ''}${
                      a.error ? html` <span class="muted small">${a.error}</span>` : ''
                    }
                    ${relativeTime(a.at)}
                  </li>`,
              )}
            </ol>
          </td>
        </tr>`,
    ),
  });
}

function checked(on: boolean): SafeHtml {
  return on ? html` checked` : html``;
}

/** Project settings → Automation: builds on push, webhooks and each webhook's delivery log (owner only). */
export function automationPage(web: WebContext, project: ProjectView, data: AutomationPageData): SafeHtml {
  const s = data.settings;
  const ab = data.forms.autoBuild;
  const wh = data.forms.webhook;
  const branches =
    typeof ab.values.branches === 'string'
      ? ab.values.branches
      : (s?.branches ?? [project.defaultBranch]).join(', ');
  const formats = Array.isArray(ab.values.formats) ? ab.values.formats : (s?.formats ?? []);
  const enabled = ab.values.enabled !== undefined ? ab.values.enabled === 'on' : (s?.enabled ?? false);
  const trigger = s?.lastTrigger;
  return projectPage(
    web,
    project,
    'settings',
    'Automation',
    html`${alert('notice', data.notice)}
      <section class="card" id="auto-build">
        <h2>Build on push</h2>
        ${alert('error', ab.message)}
        <form method="post" action="${projectUrl(project, '/settings/automation/auto-build')}">
          ${csrfField(web)}
          <label
            ><input type="checkbox" name="enabled" ${checked(enabled)} /> Build every push to these
            branches</label
          >
          ${inputField(ab.errors, {
            id: 'branches',
            name: 'branches',
            label: 'Branches',
            attributes: html``,
            value: branches,
            hint: { id: 'branches-hint', text: 'Comma-separated; * matches anything, as in release/*.' },
          })}
          <fieldset>
            <legend>Formats</legend>
            ${FORMATS.map(
              (f) =>
                html`<label class="inline"
                  ><input type="checkbox" name="formats" value="${f}" ${checked(formats.includes(f))} />
                  ${f}</label
                >`,
            )}
            ${fieldErrors(ab.errors, 'formats')}
          </fieldset>
          <button type="submit" class="button primary">Save</button>
        </form>
        ${
          trigger
            ? html`<p class="small">
                Last push to ${trigger.branch} (${trigger.commit.slice(0, 7)}) ${relativeTime(trigger.at)}:
                ${
                  trigger.buildId !== null
                    ? html`<a href="${projectUrl(project, `/builds/${trigger.buildId}`)}"
                        >build #${trigger.buildId}</a
                      >`
                    : html`not built: ${trigger.message}`
                }
              </p>`
            : ''
        }
      </section>
      <section class="card" id="webhooks">
        <h2>Webhooks</h2>
        <p class="muted small">
          When a build finishes, Octavo POSTs the build object to each URL, signed
          <code>X-Octavo-Signature: sha256=&lt;HMAC-SHA256 of the body with your secret&gt;</code>, with
          <code>X-Octavo-Event</code> and <code>X-Octavo-Delivery</code>. Failed deliveries are retried with
          backoff.
        </p>
        ${
          data.webhooks.length === 0
            ? emptyList(
                html`<strong>No webhooks yet.</strong> Add one to tell another service when a build finishes.`,
                { href: '#url', label: 'Add a webhook' },
              )
            : ''
        }
        ${data.webhooks.map(
          ({ webhook, deliveries }) =>
            html`<article class="webhook" id="webhook-${webhook.id}">
              <h3><code>${webhook.url}</code></h3>
              <p class="muted small">
                ${webhook.events.join(', ')} · added ${relativeTime(webhook.createdAt)}
              </p>
              ${deliveryLog(deliveries)}
              ${removeButtonForm(web, {
                action: projectUrl(
                  project,
                  `/settings/automation/webhooks/${encodeURIComponent(webhook.id)}/remove`,
                ),
                label: 'Delete',
                subject: `webhook ${webhook.url}`,
              })}
            </article>`,
        )}
        <h3>Add a webhook</h3>
        ${alert('error', wh.message)}
        <form method="post" action="${projectUrl(project, '/settings/automation/webhooks')}">
          ${csrfField(web)}${onceField()}
          ${inputField(wh.errors, {
            id: 'url',
            name: 'url',
            label: 'Payload URL',
            attributes: html`type="url" required placeholder="https://example.com/octavo-hook"`,
            value: typeof wh.values.url === 'string' ? wh.values.url : '',
          })}
          ${inputField(wh.errors, {
            id: 'secret',
            name: 'secret',
            label: 'Secret',
            attributes: html`type="password" required autocomplete="off"`,
          })}
          <button type="submit" class="button primary">Add webhook</button>
        </form>
      </section>`,
  );
}
