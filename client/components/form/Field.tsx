import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useT } from '../../app-context.tsx';

/**
 * The form fields of every form (account, checkout, contact): a label, the control and its error.
 * The error is a message key of the catalogue with its parameters (shared/rules/texts.ts), shown in
 * the shopper's language, tied to the control by aria-describedby and aria-invalid and announced.
 * The control's id is `id` (else a generated one); its error line's id is `${id}-error`, so a form
 * can move focus to its first wrong field (focusFirstError).
 */

export interface FieldError {
  message: string;
  params?: Readonly<Record<string, string | number>> | undefined;
}

interface Common {
  id?: string | undefined;
  label: ReactNode;
  error?: FieldError | null | undefined;
  required?: boolean | undefined;
}

/** The error line of a control (nothing without an error). */
export function ErrorLine({ id, error }: { id: string; error?: FieldError | null | undefined }) {
  const t = useT();
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field__error" role="alert">
      {t(error.message, error.params)}
    </p>
  );
}

/** The id, the accessibility attributes of the control, and its label text. */
function useField({ id, error, required, label }: Common) {
  const generated = useId();
  const controlId = id ?? generated;
  return {
    controlId,
    control: {
      id: controlId,
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${controlId}-error` : undefined,
    } as const,
    labelText: (
      <>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </>
    ),
  };
}

const fieldClass = (error: unknown, extra = '') => `field${extra}${error ? ' field--error' : ''}`;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'>;

/** A text input; `onValue` takes the typed text (or use the input's own `onChange`). */
export function TextField({
  id,
  label,
  error,
  required,
  onValue,
  ...input
}: Common & InputProps & { onValue?: (value: string) => void }) {
  const { controlId, control, labelText } = useField({ id, label, error, required });
  return (
    <div className={fieldClass(error)}>
      <label htmlFor={controlId}>{labelText}</label>
      <input
        name={controlId}
        {...input}
        {...control}
        onChange={onValue ? (e) => onValue(e.target.value) : input.onChange}
      />
      <ErrorLine id={controlId} error={error} />
    </div>
  );
}

export function TextArea({
  id,
  label,
  error,
  required,
  onValue,
  ...area
}: Common &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> & { onValue?: (value: string) => void }) {
  const { controlId, control, labelText } = useField({ id, label, error, required });
  return (
    <div className={fieldClass(error)}>
      <label htmlFor={controlId}>{labelText}</label>
      <textarea
        name={controlId}
        {...area}
        {...control}
        onChange={onValue ? (e) => onValue(e.target.value) : area.onChange}
      />
      <ErrorLine id={controlId} error={error} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  required,
  options,
  onValue,
  ...select
}: Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> & {
    options: ReadonlyArray<{ value: string; label: string }>;
    onValue?: (value: string) => void;
  }) {
  const { controlId, control, labelText } = useField({ id, label, error, required });
  return (
    <div className={fieldClass(error)}>
      <label htmlFor={controlId}>{labelText}</label>
      <select
        name={controlId}
        {...select}
        {...control}
        onChange={onValue ? (e) => onValue(e.target.value) : select.onChange}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorLine id={controlId} error={error} />
    </div>
  );
}

/** A checkbox after its label's box; `onChecked` takes the new state. */
export function CheckField({
  id,
  label,
  error,
  required,
  onChecked,
  ...input
}: Common & Omit<InputProps, 'type'> & { onChecked?: (checked: boolean) => void }) {
  const { controlId, control, labelText } = useField({ id, label, error, required });
  return (
    <div className={fieldClass(error, ' field--check')}>
      <input
        type="checkbox"
        name={controlId}
        {...input}
        {...control}
        onChange={onChecked ? (e) => onChecked(e.target.checked) : input.onChange}
      />
      <label htmlFor={controlId}>{labelText}</label>
      <ErrorLine id={controlId} error={error} />
    </div>
  );
}

/** A group of radio buttons (shipping or payment method) with a legend and one error. */
export function RadioGroup({
  id,
  label,
  error,
  value,
  onValue,
  options,
}: Common & {
  id: string;
  value: string;
  onValue: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string; detail?: string }>;
}) {
  return (
    <fieldset
      className={fieldClass(error, ' field--radios')}
      id={id}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{label}</legend>
      {options.map((o) => (
        <label key={o.value} className="radio">
          <input type="radio" name={id} value={o.value} checked={value === o.value} onChange={() => onValue(o.value)} />
          <span className="radio__label">{o.label}</span>
          {o.detail ? <span className="radio__detail">{o.detail}</span> : null}
        </label>
      ))}
      <ErrorLine id={id} error={error} />
    </fieldset>
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

/** Moves focus to the first field with an error (in form order), after the errors rendered. */
export function focusFirstError(prefix: string, errors: Record<string, unknown>): void {
  const first = Object.keys(errors)[0];
  if (!first || typeof document === 'undefined') return;
  requestAnimationFrame(() => document.getElementById(`${prefix}-${first}`)?.focus());
}
