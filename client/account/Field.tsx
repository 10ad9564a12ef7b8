import { useId, type InputHTMLAttributes } from 'react';
import { useT } from '../app-context.tsx';
import type { Problem } from './validation.ts';

/** A labelled input of the account forms with its problem text (announced, tied by aria-describedby). */
export function Field({
  label,
  problem,
  ...input
}: { label: string; problem?: Problem | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const t = useT();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        {...input}
      />
      {problem && (
        <p id={`${id}-problem`} className="field__problem" role="alert">
          {t(problem.message, problem.params)}
        </p>
      )}
    </div>
  );
}

/** A form's outcome line: the server's refusal, or a confirmation. */
export function FormMessage({ message, kind = 'error' }: { message: string | null; kind?: 'error' | 'success' }) {
  const t = useT();
  if (!message) return null;
  return (
    <p className={`form-message form-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {t(message)}
    </p>
  );
}
