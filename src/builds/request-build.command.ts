import type { UserView } from '../../projections/read-model-types';
import type { BuildParameters } from './build-parameters';

export class RequestBuildCommand {
  constructor(
    readonly caller: UserView,
    readonly parameters: BuildParameters,
    readonly correlationId: string,
  ) {}
}
