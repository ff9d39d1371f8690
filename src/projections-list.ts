import { AccountsProjection } from '../projections/accounts.projection';
import { AutomationProjection } from '../projections/automation.projection';
import { BuildsProjection } from '../projections/builds.projection';
import { Projection } from '../projections/projection';
import { ProjectsProjection } from '../projections/projects.projection';
import { PushRefusalsProjection } from '../projections/push-refusals.projection';
import { SitesProjection } from '../projections/sites.projection';
import { WebSessionsProjection } from '../projections/web-sessions.projection';

export const PROJECTIONS = Symbol('PROJECTIONS');

export function allProjections(): Projection[] {
  return [
    new AccountsProjection(),
    new ProjectsProjection(),
    new BuildsProjection(),
    new AutomationProjection(),
    new SitesProjection(),
    new PushRefusalsProjection(),
    new WebSessionsProjection(),
  ];
}
