import type { UserView } from '../../projections/read-model-types';

/** Who is asking, carried from the edge (HTTP, SSH, CLI) into commands as the event actor. */
export interface Caller {
  user: UserView;
  correlationId: string;
}

export function actorOf(caller: Caller | null): string | null {
  return caller ? caller.user.id : null;
}
