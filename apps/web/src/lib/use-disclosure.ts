import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from './navigation.tsx';

/**
 * A button that shows and hides a panel (menus, the phone navigation): closes on Esc (focus
 * back to the button), on a click outside, and when the route changes.
 */
export function useDisclosure<
  TButton extends HTMLElement = HTMLButtonElement,
  TPanel extends HTMLElement = HTMLDivElement,
>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<TButton>(null);
  const panelRef = useRef<TPanel>(null);
  const panelId = useId();
  const location = useLocation();

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return {
    open,
    close,
    buttonRef,
    panelRef,
    buttonProps: { 'aria-expanded': open, 'aria-controls': panelId, onClick: toggle },
    panelProps: { id: panelId, hidden: !open },
  };
}
