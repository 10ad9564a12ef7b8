import type { ChangeEvent, FormEvent } from 'react';

export interface FilterField {
  kind: 'search' | 'date' | 'select' | 'check';
  name: string;
  label: string;
  value: string;
  placeholder?: string;
  /** A select's choices: [value, label]. */
  options?: Array<[string, string]>;
}

/**
 * A list's filters: the list page is loaded with the chosen filters in its address (so it can be
 * bookmarked and the CSV export follows it). A choice from a list or a tick applies at once; text
 * and dates apply with the button. Empty filters stay out of the address.
 */
export function Filters({ action, fields, label }: { action: string; fields: FilterField[]; label: string }) {
  const apply = (form: HTMLFormElement) => {
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim() !== '') query.set(name, value.trim());
    }
    const search = query.toString();
    window.location.assign(search ? `${action}?${search}` : action);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const change = (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  };
  return (
    <form className="filters" method="get" action={action} onSubmit={submit}>
      {fields.map((field) => {
        if (field.kind === 'check') {
          return (
            <label key={field.name} className="check">
              <input
                name={field.name}
                type="checkbox"
                value="1"
                defaultChecked={field.value === '1'}
                onChange={change}
              />{' '}
              {field.label}
            </label>
          );
        }
        const id = `filter-${field.name}`;
        return (
          <label key={field.name} htmlFor={id}>
            {field.label}
            {field.kind === 'select' ? (
              <select id={id} name={field.name} defaultValue={field.value} onChange={change}>
                {(field.options ?? []).map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                name={field.name}
                type={field.kind}
                defaultValue={field.value}
                placeholder={field.placeholder}
              />
            )}
          </label>
        );
      })}
      <button type="submit">{label}</button>
    </form>
  );
}
