import { Cell, type CellProps } from '@telegram-apps/telegram-ui';

/**
 * A row that does something when pressed (opens a screen): telegram-ui's `Cell` rendered as a `<button>`, so it
 * takes the keyboard's focus, answers Enter and Space, and is announced as a button named by its text. A plain
 * `Cell` with `onClick` is a `div` that neither the keyboard nor a screen reader can reach; rows that lead
 * somewhere use this instead. `action-cell.css` keeps the button looking like the row it replaces and shows
 * where the focus is.
 */
export function ActionCell({
  onClick,
  ...props
}: Omit<CellProps, 'Component' | 'onClick'> & { onClick: () => void }) {
  return <Cell {...props} Component="button" type="button" className="action-cell" onClick={onClick} />;
}
