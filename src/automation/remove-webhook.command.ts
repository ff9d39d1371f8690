import type { ProjectView } from '../../projections/read-model-types';

export class RemoveWebhookCommand {
  constructor(
    readonly project: ProjectView,
    readonly webhookId: string,
    readonly actorId: string,
    readonly correlationId: string,
  ) {}
}
