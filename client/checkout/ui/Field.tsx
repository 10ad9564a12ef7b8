import type { ReactNode } from 'react';
import { useT } from '../../app-context.tsx';
import type { FieldError } from '../validation.ts';

/**
 * Labelled form controls of the checkout: each error is tied to its control with
 * aria-describedby and aria-invalid, and required fields say so to assistive technology.
 */

interface Common {
  id: string;
  label: string;
  error?: FieldError | undefined;
  required?: boolean;
}

export function ErrorText({ id, error }: { id: string; error?: FieldError | undefined }) {
  const t = useT();
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="error-text field__error">
      {t(error.message, error.params)}
    </p>
  );
}

const described = (id: string, error?: FieldError) =>
  error ? ({ 'aria-invalid': true, 'aria-describedby': `${id}-error` } as const) : {};

export function TextField(
  props: Common & {
    value: string;
    onChange: (value: string) => void;
    type?: string;
    autoComplete?: string;
    inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  },
) {
  const { id, label, error, required = false, value, onChange, type = 'text', autoComplete, inputMode } = props;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        onChange={(e) => onChange(e.target.value)}
        {...described(id, error)}
      />
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function SelectField(
  props: Common & {
    value: string;
    onChange: (value: string) => void;
    options: Array<{ value: string; label: string }>;
    autoComplete?: string;
  },
) {
  const { id, label, error, required = false, value, onChange, options, autoComplete } = props;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={id}
        name={id}
        value={value}
        required={required}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        {...described(id, error)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function CheckboxField(props: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: FieldError | undefined;
}) {
  const { id, label, checked, onChange, error } = props;
  return (
    <div className={`field field--check${error ? ' field--error' : ''}`}>
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        {...described(id, error)}
      />
      <label htmlFor={id}>{label}</label>
      <ErrorText id={id} error={error} />
    </div>
  );
}

/** A group of radio buttons (shipping or payment method) with a legend and one error. */
export function RadioGroup(
  props: Common & {
    value: string;
    onChange: (value: string) => void;
    options: Array<{ value: string; label: string; detail?: string }>;
  },
) {
  const { id, label, error, value, onChange, options } = props;
  return (
    <fieldset
      className={`field field--radios${error ? ' field--error' : ''}`}
      id={id}
      tabIndex={-1}
      {...described(id, error)}
    >
      <legend>{label}</legend>
      {options.map((o) => (
        <label key={o.value} className="radio">
          <input
            type="radio"
            name={id}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          <span className="radio__label">{o.label}</span>
          {o.detail ? <span className="radio__detail">{o.detail}</span> : null}
        </label>
      ))}
      <ErrorText id={id} error={error} />
    </fieldset>
  );
}

/** Moves focus to the first field with an error (in form order), after the errors rendered. */
export function focusFirstError(prefix: string, errors: Record<string, unknown>): void {
  const first = Object.keys(errors)[0];
  if (!first || typeof document === 'undefined') return;
  requestAnimationFrame(() => document.getElementById(`${prefix}-${first}`)?.focus());
}
