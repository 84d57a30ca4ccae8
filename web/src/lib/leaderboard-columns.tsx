import { Button } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './leaderboard-columns.module.css';

export { classes as leaderboardClasses };

/**
 * A leaderboard's score columns on a phone: hidden until opened, so rank, player and total fit the screen.
 * Returns the toggle (a button saying what it does, with `aria-expanded`; shown on narrow screens only) and
 * what the table and the detail cells take.
 */
export function useDetailColumns() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = (
    <Button
      variant="subtle"
      size="compact-sm"
      className={classes.toggle}
      aria-expanded={open}
      aria-controls={id}
      onClick={() => setOpen((value) => !value)}
      data-testid="leaderboard-columns-toggle"
    >
      {open ? t('leaderboards:hideColumns') : t('leaderboards:showColumns')}
    </Button>
  );
  return {
    toggle,
    open,
    tableProps: { id, className: classes.table, 'data-details': open ? 'open' : 'closed' },
    detail: classes.detail ?? '',
  };
}
