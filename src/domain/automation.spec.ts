import {
  AutomationState,
  autoBuildFormatsFor,
  decideAddWebhook,
  decideConfigureAutoBuild,
  decideRecordAttempt,
  decideRejectAutoBuild,
  decideRemoveWebhook,
  decideScheduleDelivery,
  evolveAutomation,
  evolveDeliveries,
  initialAutomationState,
  initialDeliveriesState,
  retryDelayMs,
  WebhookAddedData,
  WebhookDeliveriesState,
} from './automation';
import { projectCreated } from './decider.test-helpers';
import { DomainError, DomainEvent } from './event-types';

const created = projectCreated({ projectId: 'p1' });
const given = (...events: DomainEvent[]): AutomationState =>
  events.reduce(evolveAutomation, initialAutomationState());
const hook = (webhookId: string, url = `https://hooks.example.com/${webhookId}`): WebhookAddedData => ({
  projectId: 'p1',
  webhookId,
  url,
  events: ['build.finished'],
  secretCiphertext: 'v1:sealed',
});
const added = (data: WebhookAddedData): DomainEvent => ({ type: 'WebhookAdded', data: { ...data } });

describe('auto-build settings', () => {
  const settings = {
    projectId: 'p1',
    enabled: true,
    branches: ['main', 'release/*'],
    formats: ['html' as const],
  };

  it('records new settings, and nothing when they are unchanged', () => {
    const events = decideConfigureAutoBuild(given(created), settings);
    expect(events).toEqual([{ type: 'AutoBuildConfigured', data: settings }]);
    expect(decideConfigureAutoBuild(given(created, ...events), settings)).toEqual([]);
  });

  it('refuses an enabled auto-build without branches or formats, naming both', () => {
    try {
      decideConfigureAutoBuild(given(created), { ...settings, branches: [], formats: [] });
      throw new Error('expected a rejection');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).details).toEqual([
        { field: 'branches', message: 'name at least one branch' },
        { field: 'formats', message: 'name at least one format' },
      ]);
    }
  });

  it('refuses a project that does not exist or was deleted', () => {
    expect(() => decideConfigureAutoBuild(given(), settings)).toThrow(/no such project/);
    const deleted: DomainEvent = { type: 'ProjectDeleted', data: { projectId: 'p1', fullName: 'ann/book' } };
    expect(() => decideConfigureAutoBuild(given(created, deleted), settings)).toThrow(/no such project/);
  });

  it('builds only pushes to the chosen branches, with * as a wildcard', () => {
    const state = given(created, { type: 'AutoBuildConfigured', data: settings });
    expect(autoBuildFormatsFor(state.autoBuild, 'main')).toEqual(['html']);
    expect(autoBuildFormatsFor(state.autoBuild, 'release/1.0')).toEqual(['html']);
    expect(autoBuildFormatsFor(state.autoBuild, 'mainline')).toBeNull();
    expect(autoBuildFormatsFor(state.autoBuild, 'draft')).toBeNull();
    const off = given(created, { type: 'AutoBuildConfigured', data: { ...settings, enabled: false } });
    expect(autoBuildFormatsFor(off.autoBuild, 'main')).toBeNull();
  });

  it('records a rejected auto-build for a live project only', () => {
    const rejection = {
      projectId: 'p1',
      branch: 'main',
      commit: 'c'.repeat(40),
      pushEventId: 'e1',
      error: 'config_missing',
      message: 'no platform.json',
    };
    expect(decideRejectAutoBuild(given(created), rejection)).toEqual([
      { type: 'AutoBuildRejected', data: rejection },
    ]);
    expect(decideRejectAutoBuild(given(), rejection)).toEqual([]);
  });
});

describe('webhooks', () => {
  it('adds a webhook once', () => {
    const events = decideAddWebhook(given(created), hook('w1'));
    expect(events).toEqual([added(hook('w1'))]);
    expect(decideAddWebhook(given(created, ...events), hook('w1'))).toEqual([]);
  });

  it('refuses a second webhook for the same URL', () => {
    expect(() =>
      decideAddWebhook(given(created, added(hook('w1', 'https://x/h'))), hook('w2', 'https://x/h')),
    ).toThrow(/already exists/);
  });

  it('refuses more than the per-project limit', () => {
    const many = Array.from({ length: 20 }, (_, i) => added(hook(`w${i}`)));
    expect(() => decideAddWebhook(given(created, ...many), hook('w99'))).toThrow(/at most 20 webhooks/);
  });

  it('removes a webhook it has, and says which one it does not have', () => {
    const state = given(created, added(hook('w1')));
    expect(decideRemoveWebhook(state, { projectId: 'p1', webhookId: 'w1' })).toEqual([
      { type: 'WebhookRemoved', data: { projectId: 'p1', webhookId: 'w1' } },
    ]);
    const after = given(created, added(hook('w1')), {
      type: 'WebhookRemoved',
      data: { projectId: 'p1', webhookId: 'w1' },
    });
    expect(after.webhooks.size).toBe(0);
    expect(() => decideRemoveWebhook(after, { projectId: 'p1', webhookId: 'w1' })).toThrow(/no webhook w1/);
  });
});

describe('webhook deliveries', () => {
  const scheduled = {
    webhookId: 'w1',
    projectId: 'p1',
    deliveryId: 'd1',
    buildId: 7,
    event: 'build.finished' as const,
  };
  const policy = { maxAttempts: 3, baseDelayMs: 1000 };
  const now = new Date('2026-01-01T00:00:00Z');
  const givenDeliveries = (...events: DomainEvent[]): WebhookDeliveriesState =>
    events.reduce(evolveDeliveries, initialDeliveriesState());
  const scheduledEvent: DomainEvent = { type: 'WebhookDeliveryScheduled', data: { ...scheduled } };
  const attempt = (n: number, outcome: 'delivered' | 'failed' | 'refused', extra: object = {}) => ({
    deliveryId: 'd1',
    attempt: n,
    outcome,
    durationMs: 5,
    ...extra,
  });

  it('schedules a delivery once per id', () => {
    expect(decideScheduleDelivery(givenDeliveries(), scheduled)).toEqual([scheduledEvent]);
    expect(decideScheduleDelivery(givenDeliveries(scheduledEvent), scheduled)).toEqual([]);
  });

  it('retries a failure after a growing delay, and gives up after the last attempt', () => {
    const [first] = decideRecordAttempt(
      givenDeliveries(scheduledEvent),
      scheduled,
      attempt(1, 'failed', { statusCode: 500, error: 'HTTP 500' }),
      policy,
      now,
    );
    expect(first.data).toMatchObject({
      attempt: 1,
      outcome: 'failed',
      statusCode: 500,
      nextAttemptAt: '2026-01-01T00:00:01.000Z',
    });
    const [second] = decideRecordAttempt(
      givenDeliveries(scheduledEvent, first),
      scheduled,
      attempt(2, 'failed'),
      policy,
      now,
    );
    expect(second.data).toMatchObject({ attempt: 2, nextAttemptAt: '2026-01-01T00:00:04.000Z' });
    const [third] = decideRecordAttempt(
      givenDeliveries(scheduledEvent, first, second),
      scheduled,
      attempt(3, 'failed'),
      policy,
      now,
    );
    expect(third.data).toMatchObject({ attempt: 3, nextAttemptAt: null });
    const done = givenDeliveries(scheduledEvent, first, second, third);
    expect(done.deliveries.get('d1')).toEqual({ attempts: 3, final: true });
    expect(decideRecordAttempt(done, scheduled, attempt(4, 'delivered'), policy, now)).toEqual([]);
  });

  it('ends at the first success or refusal', () => {
    const [delivered] = decideRecordAttempt(
      givenDeliveries(scheduledEvent),
      scheduled,
      attempt(1, 'delivered'),
      policy,
      now,
    );
    expect(delivered.data).toMatchObject({ outcome: 'delivered', nextAttemptAt: null });
    const [refused] = decideRecordAttempt(
      givenDeliveries(scheduledEvent),
      scheduled,
      attempt(1, 'refused'),
      policy,
      now,
    );
    expect(refused.data).toMatchObject({ outcome: 'refused', nextAttemptAt: null });
  });

  it('ignores an attempt another worker already recorded', () => {
    const [first] = decideRecordAttempt(
      givenDeliveries(scheduledEvent),
      scheduled,
      attempt(1, 'failed'),
      policy,
      now,
    );
    expect(
      decideRecordAttempt(
        givenDeliveries(scheduledEvent, first),
        scheduled,
        attempt(1, 'failed'),
        policy,
        now,
      ),
    ).toEqual([]);
  });

  it('refuses to record an attempt of a delivery never scheduled', () => {
    expect(() =>
      decideRecordAttempt(givenDeliveries(), scheduled, attempt(1, 'failed'), policy, now),
    ).toThrow(/never scheduled/);
  });

  it('caps the delay at an hour', () => {
    expect(retryDelayMs({ maxAttempts: 50, baseDelayMs: 30_000 }, 10)).toBe(60 * 60 * 1000);
  });
});
