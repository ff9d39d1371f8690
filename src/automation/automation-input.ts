import { isValidBranchName } from '../../git';
import { Format, FORMATS } from '../domain/build';
import { DomainError } from '../domain/event-types';
import { WEBHOOK_EVENTS, WebhookEvent } from '../domain/automation';
import { checkWebhookUrl } from './webhook-url';

type Detail = { field: string; message: string };

function rejectIf(details: Detail[]): void {
  if (details.length) {
    throw new DomainError(
      'validation_failed',
      details.map((d) => `${d.field}: ${d.message}`).join('; '),
      422,
      details,
    );
  }
}

/** A list given as a JSON array or a comma-separated string (forms send the latter). */
function list(value: unknown): string[] | null {
  if (Array.isArray(value))
    return value.every((v) => typeof v === 'string') ? value.map((v) => v.trim()) : null;
  if (typeof value === 'string') return value.split(',').map((v) => v.trim());
  return null;
}

function boolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'on' || value === '1') return true;
  if (value === 'false' || value === 'off' || value === '0') return false;
  return null;
}

const MAX_BRANCHES = 50;

export interface AutoBuildInput {
  enabled: boolean;
  branches: string[];
  formats: Format[];
}

/** `{enabled, branches, formats}`; every problem is reported with how to fix it. */
export function parseAutoBuildInput(params: Record<string, unknown>): AutoBuildInput {
  const details: Detail[] = [];
  const enabled = boolean(params.enabled);
  if (enabled === null) details.push({ field: 'enabled', message: 'required: true or false' });

  const branches: string[] = [];
  const rawBranches = params.branches === undefined ? [] : list(params.branches);
  if (rawBranches === null) {
    details.push({
      field: 'branches',
      message: 'a list of branch names, for example ["main"] or "main,draft"',
    });
  } else {
    for (const branch of rawBranches.filter(Boolean)) {
      // `*` is a wildcard; the rest must be a name git accepts.
      if (!isValidBranchName(branch.replace(/\*/g, 'x'))) {
        details.push({
          field: 'branches',
          message: `"${branch}" is not a valid branch name (or pattern with *)`,
        });
      } else if (!branches.includes(branch)) branches.push(branch);
    }
    if (branches.length > MAX_BRANCHES) {
      details.push({
        field: 'branches',
        message: `at most ${MAX_BRANCHES} branches; use a pattern such as release/*`,
      });
    }
  }

  const formats: Format[] = [];
  const rawFormats = params.formats === undefined ? [] : list(params.formats);
  if (rawFormats === null) {
    details.push({ field: 'formats', message: `a list from ${FORMATS.join(', ')}` });
  } else {
    for (const name of rawFormats.map((f) => f.toLowerCase()).filter(Boolean)) {
      if (!(FORMATS as readonly string[]).includes(name)) {
        details.push({
          field: 'formats',
          message: `unknown format "${name}"; use any of ${FORMATS.join(', ')}`,
        });
      } else if (!formats.includes(name as Format)) formats.push(name as Format);
    }
  }
  if (
    enabled &&
    rawBranches !== null &&
    branches.length === 0 &&
    !details.some((d) => d.field === 'branches')
  ) {
    details.push({ field: 'branches', message: 'name at least one branch to build on push' });
  }
  if (enabled && rawFormats !== null && formats.length === 0 && !details.some((d) => d.field === 'formats')) {
    details.push({ field: 'formats', message: `name at least one format from ${FORMATS.join(', ')}` });
  }
  rejectIf(details);
  return { enabled: enabled!, branches, formats };
}

export interface WebhookInput {
  url: string;
  secret: string;
  events: WebhookEvent[];
}

const MAX_SECRET_LENGTH = 1024;

/** `{url, secret, events?}`: events defaults to every event there is (today only build.finished). */
export function parseWebhookInput(params: Record<string, unknown>, allowPrivate: boolean): WebhookInput {
  const details: Detail[] = [];
  let url = '';
  if (typeof params.url !== 'string' || params.url.trim() === '') {
    details.push({ field: 'url', message: 'required: the http(s) address to POST builds to' });
  } else {
    const checked = checkWebhookUrl(params.url, allowPrivate);
    if (checked.ok) url = checked.url;
    else details.push({ field: 'url', message: checked.message });
  }

  const secret = typeof params.secret === 'string' ? params.secret : '';
  if (!secret) {
    details.push({
      field: 'secret',
      message: 'required: a shared secret the receiver uses to check X-Octavo-Signature',
    });
  } else if (secret.length > MAX_SECRET_LENGTH) {
    details.push({ field: 'secret', message: `must be at most ${MAX_SECRET_LENGTH} characters` });
  }

  const events: WebhookEvent[] = [];
  const rawEvents =
    params.events === undefined || params.events === '' ? [...WEBHOOK_EVENTS] : list(params.events);
  if (rawEvents === null) {
    details.push({ field: 'events', message: `a list from ${WEBHOOK_EVENTS.join(', ')}` });
  } else {
    for (const name of rawEvents.filter(Boolean)) {
      if (!(WEBHOOK_EVENTS as readonly string[]).includes(name)) {
        details.push({
          field: 'events',
          message: `unknown event "${name}"; use any of ${WEBHOOK_EVENTS.join(', ')}`,
        });
      } else if (!events.includes(name as WebhookEvent)) events.push(name as WebhookEvent);
    }
    if (events.length === 0 && !details.some((d) => d.field === 'events')) {
      details.push({ field: 'events', message: `name at least one of ${WEBHOOK_EVENTS.join(', ')}` });
    }
  }
  rejectIf(details);
  return { url, secret, events };
}
