import type { UserView } from '../../projections/read-model-types';
import type { BuildTrigger } from '../domain/build';
import type { BuildParameters } from './build-parameters';

export class RequestBuildCommand {
  constructor(
    readonly caller: UserView,
    readonly parameters: BuildParameters,
    readonly correlationId: string,
    /** Where the request came from: the web form, the HTTP API or the CLI (which says so in its User-Agent). */
    readonly trigger: BuildTrigger = 'api',
  ) {}
}
