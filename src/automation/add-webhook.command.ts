import type { ProjectView } from '../../projections/read-model-types';
import type { WebhookInput } from './automation-input';

export class AddWebhookCommand {
  constructor(
    readonly project: ProjectView,
    readonly webhook: WebhookInput,
    readonly actorId: string,
    readonly correlationId: string,
  ) {}
}
