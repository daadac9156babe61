import { type RefObject, useEffect } from 'react';

/** The sticky header's height (the top bar with its product menu, or the public header). */
export const HEADER_HEIGHT_PROPERTY = '--header-height';
/** The cookie notice's height while it shows. */
export const COOKIE_NOTICE_HEIGHT_PROPERTY = '--cookie-notice-height';

/**
 * Keeps `property` on the root element at the element's height while `active`, and removes it
 * after: what must stay clear of a fixed or sticky bar (the page's end, the notifications) reads
 * it from CSS, whatever the bar's wrapped lines or menus make of its height.
 */
export function usePublishedHeight(
  ref: RefObject<HTMLElement | null>,
  property: string,
  active = true,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(property, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property, active]);
}
