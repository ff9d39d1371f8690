import type { CommandBus } from '@nestjs/cqrs';
import type { ChangeFormatStatusCommand } from '../builds/change-format-status.command';
import { DomainError } from '../domain/event-types';

/** Executes the status change; false when the format had already moved on (cancelled, or finished elsewhere). */
export async function changeFormatStatus(
  commands: CommandBus,
  command: ChangeFormatStatusCommand,
): Promise<boolean> {
  try {
    await commands.execute(command);
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'invalid_transition') return false;
    throw error;
  }
}
