import { ApiError } from '../../shared/api/errors.ts';
import type { Envelope } from '../../shared/api/transport.ts';
import type { QueueMessage } from './queue-types.ts';

/** The answer to one task: the server's envelope, or the error the caller's promise rejects with. */
export interface TaskOutcome {
  envelope?: Envelope<unknown>;
  error?: ApiError;
}

/** A task's outcome as a message for the other tabs (an error travels as its plain fields). */
export function outcomeMessage(id: string, outcome: TaskOutcome): QueueMessage {
  const { error } = outcome;
  return {
    type: 'outcome',
    id,
    ...(outcome.envelope ? { envelope: outcome.envelope } : {}),
    ...(error
      ? {
          error: {
            message: error.message,
            status: error.status,
            ...(error.code !== undefined ? { code: error.code } : {}),
            result: error.result,
            ...(error.meta ? { meta: error.meta } : {}),
          },
        }
      : {}),
  };
}

/** The outcome another tab reported, with its error rebuilt as an ApiError; none for a bare change. */
export function outcomeOf(message: QueueMessage): TaskOutcome | undefined {
  if (message.type !== 'outcome') return undefined;
  if (message.error) {
    const { message: text, status, code, result, meta } = message.error;
    return { error: new ApiError(text, status, code, result, meta) };
  }
  if (message.envelope) return { envelope: message.envelope };
  return undefined;
}
