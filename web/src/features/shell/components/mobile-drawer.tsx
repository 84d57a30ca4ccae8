import { CloseButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLinks } from './nav-links';
import classes from './shell.module.css';

/**
 * The phones' left drawer with the same links as the left navigation. Opened by the burger or a swipe from
 * the left edge (see useEdgeSwipe); closed by its button, Escape, the backdrop, a swipe left or a link. While
 * open, focus stays inside it and returns to the burger afterwards.
 */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>('a[href], button')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [open, onClose]);

  return (
    <>
      {open && <div className={classes.drawerBackdrop} onClick={onClose} aria-hidden="true" />}
      <nav
        ref={panel}
        id="mobile-drawer"
        className={classes.drawer}
        data-open={open}
        aria-label={t('shell:drawerTitle')}
        aria-hidden={!open}
        data-testid="mobile-drawer"
      >
        <div className={classes.drawerHeader}>
          <strong>{t('shell:drawerTitle')}</strong>
          <CloseButton onClick={onClose} aria-label={t('shell:closeMenu')} />
        </div>
        <NavLinks onNavigate={onClose} />
      </nav>
    </>
  );
}
