import { useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { failureText } from './api.ts';

/** The state of one back-office action: running, or what its last run answered. */
export interface ActionState {
  busy: boolean;
  /** The API's message when the call was refused or failed. */
  error: string | null;
  /** A result to show once it succeeded (a new password, a second-factor secret). */
  notice: string | null;
}

/**
 * One action of an island as Valtio state: `run` sends the call once at a time (a second click
 * while it runs does nothing), records the failure's message, and hands the answer to `after`.
 */
export function useAction() {
  const [state] = useState(() => proxy<ActionState>({ busy: false, error: null, notice: null }));
  const snap = useSnapshot(state);
  async function run<T>(call: () => Promise<T>, after?: (result: T) => void): Promise<void> {
    if (state.busy) return;
    state.busy = true;
    state.error = null;
    state.notice = null;
    try {
      const result = await call();
      after?.(result);
    } catch (error) {
      state.error = failureText(error);
    } finally {
      state.busy = false;
    }
  }
  return { state, snap, run };
}

/** Shows the changed list or page as the server renders it now (lists stay server HTML). */
export const showChange = () => window.location.reload();

/** The message line of an action: the failure's text, or the result to note. Empty takes no room. */
export function ActionStatus({ snap }: { snap: Readonly<ActionState> }) {
  const text = snap.error ?? snap.notice ?? '';
  return (
    <p className={snap.error ? 'form-status' : 'form-status ok'} role="alert">
      {text}
    </p>
  );
}

/** The text fields of a submitted form as JSON values; empty fields are left out. */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') fields[name] = value;
  }
  return fields;
}
