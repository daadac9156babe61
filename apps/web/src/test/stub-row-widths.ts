import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom lays nothing out (every width is 0) and has no ResizeObserver. This gives the rows that
 * measure what fits (components/ui/overflow-list.tsx) widths: an entry of the measured copy (inside
 * its `aria-hidden` layer) is 10 px a character, the row's box (the element holding the visible
 * `ul`) is `room` px. `resize` changes the room and tells the observers, as a browser would.
 * Call `restore` after the test: test files share one jsdom (isolate: false).
 */
export function stubRowWidths(initialRoom: number) {
  let room = initialRoom;
  const observers = new Set<FakeResizeObserver>();

  class FakeResizeObserver {
    readonly #callback: ResizeObserverCallback;
    constructor(callback: ResizeObserverCallback) {
      this.#callback = callback;
    }
    observe() {
      observers.add(this);
    }
    unobserve() {}
    disconnect() {
      observers.delete(this);
    }
    notify() {
      this.#callback([], this as unknown as ResizeObserver);
    }
  }

  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    let width = 0;
    if (this.closest('[aria-hidden="true"]')) width = (this.textContent ?? '').length * 10;
    else if (this.firstElementChild?.tagName === 'UL') width = room;
    return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: 40, width, height: 40, toJSON: () => ({}) };
  });

  return {
    resize(next: number) {
      room = next;
      act(() => {
        for (const observer of observers) observer.notify();
      });
    },
    restore() {
      spy.mockRestore();
      vi.unstubAllGlobals();
    },
  };
}
