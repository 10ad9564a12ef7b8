import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/**
 * A labelled form field whose error is announced with it (aria-invalid, aria-describedby). The id
 * is `${form}-${name}`, so a form can move focus to its first wrong field.
 */

interface Common {
  form: string;
  name: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
}

/** The control's id, name and accessibility attributes, and its error line. */
function parts({ form, name, error, required }: Common) {
  const id = `${form}-${name}`;
  const errorId = `${id}-error`;
  return {
    id,
    control: {
      id,
      name,
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
    errorLine: error ? (
      <p id={errorId} className="field__error">
        {error}
      </p>
    ) : null,
  };
}

const labelText = (label: ReactNode, required?: boolean) => (
  <>
    {label}
    {required ? ' *' : ''}
  </>
);

export function TextField({
  form,
  name,
  label,
  error,
  required,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name'>) {
  const { id, control, errorLine } = parts({ form, name, label, error, required });
  return (
    <div className="field">
      <label htmlFor={id}>{labelText(label, required)}</label>
      <input {...control} {...input} />
      {errorLine}
    </div>
  );
}

export function TextArea({
  form,
  name,
  label,
  error,
  required,
  ...area
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name'>) {
  const { id, control, errorLine } = parts({ form, name, label, error, required });
  return (
    <div className="field">
      <label htmlFor={id}>{labelText(label, required)}</label>
      <textarea {...control} {...area} />
      {errorLine}
    </div>
  );
}

export function CheckField({
  form,
  name,
  label,
  error,
  required,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'type'>) {
  const { id, control, errorLine } = parts({ form, name, label, error, required });
  return (
    <div>
      <div className="field field--check">
        <input type="checkbox" {...control} {...input} />
        <label htmlFor={id}>{labelText(label, required)}</label>
      </div>
      {errorLine}
    </div>
  );
}
