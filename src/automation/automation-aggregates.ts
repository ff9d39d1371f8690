import {
  AutomationState,
  evolveAutomation,
  evolveDeliveries,
  initialAutomationState,
  initialDeliveriesState,
  WebhookDeliveriesState,
} from '../domain/automation';
import { Aggregate } from '../domain/command-executor';

/** Auto-build settings and webhooks, folded from the project stream. */
export const AutomationAggregate: Aggregate<AutomationState> = {
  initial: initialAutomationState,
  evolve: evolveAutomation,
};

/** A webhook's deliveries, folded from its own stream. */
export const WebhookDeliveriesAggregate: Aggregate<WebhookDeliveriesState> = {
  initial: initialDeliveriesState,
  evolve: evolveDeliveries,
};
