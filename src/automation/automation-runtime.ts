import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { AutoBuildTrigger } from './auto-build-trigger';
import { WebhookDeliverer } from './webhook-deliverer';
import { WebhookNotifier } from './webhook-notifier';

/** The automation process managers run with the `worker` role, and stop before the stores close. */
@Injectable()
export class AutomationRuntime implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Automation');

  constructor(
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
    @Inject(AutoBuildTrigger) private readonly trigger: AutoBuildTrigger,
    @Inject(WebhookNotifier) private readonly notifier: WebhookNotifier,
    @Inject(WebhookDeliverer) private readonly deliverer: WebhookDeliverer,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.includes('worker')) return;
    await this.trigger.start();
    await this.notifier.start();
    this.deliverer.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([this.deliverer.stop(), this.notifier.stop(), this.trigger.stop()]).catch((error) =>
      this.logger.error('stopping automation failed', error),
    );
  }
}
