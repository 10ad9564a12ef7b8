import { SORT_OPTIONS, type SortKey } from '../../shared/filters.ts';
import { useT } from '../app-context.tsx';
import { rememberFocus } from './Filters.tsx';

/** Sort order of a listing: Latest (default), Price low to high, Price high to low. */
export function SortSelect({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  const t = useT();
  const id = 'sort-select';
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t('Sort by')}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          rememberFocus(id);
          onChange(event.target.value as SortKey);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.key} value={option.key}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
