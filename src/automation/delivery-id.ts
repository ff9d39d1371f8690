import { createHash } from 'node:crypto';

/** One delivery per (webhook, build): the same id on every replay and every retry, in UUID form. */
export function deliveryIdFor(webhookId: string, buildId: number): string {
  const hex = createHash('sha256').update(`${webhookId}:build:${buildId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
