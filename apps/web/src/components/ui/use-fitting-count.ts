import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * How many of a row's entries fit in `available` pixels, in order, the rest going into a "More"
 * menu of `moreWidth` pixels at the row's end: all of them when they fit without it.
 * `gap` is the space between two entries (and between the last one shown and "More").
 */
export function fittingCount(
  itemWidths: readonly number[],
  available: number,
  moreWidth: number,
  gap: number,
): number {
  const all = itemWidths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (all <= available) return itemWidths.length;
  let used = moreWidth;
  for (const [index, width] of itemWidths.entries()) {
    const next = used + gap + width;
    if (next > available) return index;
    used = next;
  }
  return itemWidths.length;
}

const widthOf = (element: Element | undefined) => (element ? element.getBoundingClientRect().width : 0);

/**
 * Measures a row of entries against the box it must fit in and answers how many fit (see
 * `fittingCount`), again whenever the box or the entries change size (ResizeObserver; a window
 * resize where there is none). The caller renders, besides the entries it shows:
 * - `boxRef` on the element whose width is the room the row has;
 * - `measureRef` on an invisible copy of the row (every entry, then the "More" button, as direct
 *   children, in the row's gap), which this hook reads; it must not take room of its own.
 * `signature` changes when the entries do (their labels), so a new set is measured at once.
 */
export function useFittingCount<TBox extends HTMLElement, TMeasure extends HTMLElement>(
  count: number,
  signature: string,
): { boxRef: RefObject<TBox | null>; measureRef: RefObject<TMeasure | null>; fitting: number } {
  const boxRef = useRef<TBox>(null);
  const measureRef = useRef<TMeasure>(null);
  const [fitting, setFitting] = useState(count);

  const measure = useCallback(() => {
    const box = boxRef.current;
    const row = measureRef.current;
    if (!box || !row) return;
    const children = Array.from(row.children);
    const widths = children.slice(0, count).map(widthOf);
    const gap = Number.parseFloat(getComputedStyle(row).columnGap) || 0;
    setFitting(fittingCount(widths, widthOf(box), widthOf(children[count]), gap));
  }, [count]);

  // Before the first paint (no frame with the whole row overflowing), and whenever the entries change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for the entries' labels.
  useLayoutEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    if (boxRef.current) observer.observe(boxRef.current);
    if (measureRef.current) observer.observe(measureRef.current);
    return () => observer.disconnect();
  }, [measure, signature]);

  return { boxRef, measureRef, fitting: Math.min(fitting, count) };
}
