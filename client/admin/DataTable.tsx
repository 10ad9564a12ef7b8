import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/** One column: its header text, and whether it holds a number (right-aligned on a wide screen). */
export type Column = { label: string; num?: boolean };

type CellProps = { 'data-label'?: string; children?: ReactNode };

/**
 * A back-office table whose header texts are written once: they head the columns on a wide screen
 * and label every cell (`data-label`, shown before the value) on a phone, where the rows stack and
 * the header row is only read out by screen readers. Rows are plain `<tr>` elements of `<td>` cells
 * in column order.
 */
export function DataTable({
  columns,
  className,
  children,
}: {
  columns: Column[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={className}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed, and some have no text
            <th key={index} className={column.num ? 'num' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Children.map(children, (row) =>
          isValidElement(row) ? labelled(row as ReactElement<CellProps>, columns) : row,
        )}
      </tbody>
    </table>
  );
}

/** The row with each cell labelled by its column's header text (cells without a header stay bare). */
function labelled(row: ReactElement<CellProps>, columns: Column[]): ReactElement {
  const cells = Children.toArray(row.props.children).map((cell, index) => {
    const label = columns[index]?.label;
    return isValidElement(cell) && label
      ? cloneElement(cell as ReactElement<CellProps>, { 'data-label': label })
      : cell;
  });
  return cloneElement(row, undefined, cells);
}
