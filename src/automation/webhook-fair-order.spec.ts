import type { WebhookDeliveryView } from '../../projections/automation-read-models';
import { fairOrder } from './webhook-deliverer';

const delivery = (id: string, projectId: string): WebhookDeliveryView => ({
  id,
  webhookId: `hook-${projectId}`,
  projectId,
  buildId: 1,
  event: 'build.finished',
  status: 'pending',
  pending: true,
  createdAt: '2026-01-01T00:00:00Z',
  nextAttemptAt: '2026-01-01T00:00:00Z',
  attempts: [],
});

describe('fairOrder', () => {
  it('takes due deliveries one project at a time in turn, oldest first within each', () => {
    const due = [
      delivery('a1', 'a'),
      delivery('a2', 'a'),
      delivery('a3', 'a'),
      delivery('b1', 'b'),
      delivery('a4', 'a'),
      delivery('c1', 'c'),
      delivery('b2', 'b'),
    ];
    expect(fairOrder(due).map((d) => d.id)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
  });

  it('keeps every delivery exactly once', () => {
    const due = Array.from({ length: 50 }, (_, i) => delivery(`d${i}`, `p${i % 7}`));
    expect(
      fairOrder(due)
        .map((d) => d.id)
        .sort(),
    ).toEqual(due.map((d) => d.id).sort());
  });
});
