import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubRowWidths } from '../../test/stub-row-widths.ts';
import { OverflowList, type TOverflowEntry } from './overflow-list.tsx';
import { fittingCount } from './use-fitting-count.ts';

describe('fittingCount', () => {
  it('keeps every entry when all fit, without "More"', () => {
    expect(fittingCount([50, 50, 70], 178, 40, 4)).toBe(3);
  });

  it('keeps the entries that fit beside "More", in order', () => {
    // 40 (More) + 4 + 50 + 4 + 50 = 148; the third (70) would make 222.
    expect(fittingCount([50, 50, 70, 50], 200, 40, 4)).toBe(2);
  });

  it('keeps none when not even the first fits beside "More"', () => {
    expect(fittingCount([120, 50], 150, 40, 4)).toBe(0);
  });
});

let widths: ReturnType<typeof stubRowWidths> | null = null;
const onSelect = vi.fn();

function entries(current?: string): TOverflowEntry[] {
  return [
    { key: 'alpha', label: 'Alpha', to: '/tr/alpha', current: current === 'alpha' },
    { key: 'bravo', label: 'Bravo', to: '/tr/bravo', current: current === 'bravo' },
    { key: 'charlie', label: 'Charlie', onSelect },
    { key: 'delta', label: 'Delta', to: '/tr/delta', current: current === 'delta' },
    { key: 'echo', label: 'Echo', to: '/tr/echo' },
  ];
}

/** The row in a router (its links and its menu's closing on a new page need one), `room` px wide. */
function renderRow(room: number, current?: string) {
  widths = stubRowWidths(room);
  const router = createMemoryRouter(
    [
      {
        path: '/tr/*',
        element: (
          <nav aria-label="Bar">
            <OverflowList
              entries={entries(current)}
              moreLabel="More"
              gapClassName="gap-1"
              entryClassName="px-3"
              toneClassName={(active) => (active ? 'is-current' : 'is-plain')}
            />
          </nav>
        ),
      },
    ],
    { initialEntries: ['/tr/start'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const bar = () => screen.getByRole('navigation', { name: 'Bar' });
const more = () => within(bar()).getByRole('button', { name: 'More' });
const items = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

beforeEach(() => onSelect.mockReset());
afterEach(() => {
  widths?.restore();
  widths = null;
});

describe('overflow list', () => {
  it('shows every entry and no "More" when the row has room', () => {
    renderRow(400);
    expect(
      within(bar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Alpha', 'Bravo', 'Delta', 'Echo']);
    expect(within(bar()).getByRole('button', { name: 'Charlie' })).toBeTruthy();
    expect(within(bar()).queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('moves what does not fit into a "More" menu button, shut at first', () => {
    // Each entry is 10 px a letter, "More" 40 px: Alpha (50) and Bravo (50) fit in 150 px.
    renderRow(150);
    expect(
      within(bar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Alpha', 'Bravo']);
    expect(within(bar()).queryByRole('button', { name: 'Charlie' })).toBeNull();
    const button = more();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('follows the width of its box as it changes', () => {
    renderRow(150);
    widths?.resize(400);
    expect(within(bar()).queryByRole('button', { name: 'More' })).toBeNull();
    expect(within(bar()).getAllByRole('link')).toHaveLength(4);
    widths?.resize(60);
    expect(within(bar()).queryAllByRole('link')).toHaveLength(0);
    fireEvent.click(more());
    expect(items()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
  });

  it('opens on its first entry and moves with the arrows, Home and End, round the ends', () => {
    renderRow(150);
    fireEvent.click(more());
    const menu = screen.getByRole('menu', { name: 'More' });
    expect(more().getAttribute('aria-expanded')).toBe('true');
    expect(items()).toEqual(['Charlie', 'Delta', 'Echo']);
    const [charlie, delta, echo] = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(charlie);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(delta);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(echo);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(charlie);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(echo);
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toBe(charlie);
    // A letter goes to the next entry starting with it.
    fireEvent.keyDown(menu, { key: 'e' });
    expect(document.activeElement).toBe(echo);
    for (const item of screen.getAllByRole('menuitem')) expect(item.getAttribute('tabindex')).toBe('-1');
  });

  it('opens from the keyboard on its last entry with ↑, and Esc gives focus back to the button', () => {
    renderRow(150);
    more().focus();
    fireEvent.keyDown(more(), { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Echo');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(more().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more());
    fireEvent.keyDown(more(), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Charlie');
  });

  it('closes on Tab and on a click outside', () => {
    renderRow(150);
    fireEvent.click(more());
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(more());
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('runs an action entry, closes and gives focus back to the button', () => {
    renderRow(150);
    fireEvent.click(more());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Charlie' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(more());
  });

  it('opens a link entry as a page and closes', async () => {
    const router = renderRow(150);
    fireEvent.click(more());
    const echo = screen.getByRole('menuitem', { name: 'Echo' });
    expect(echo.getAttribute('href')).toBe('/tr/echo');
    fireEvent.click(echo);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/tr/echo'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('marks the current page inside "More", and "More" itself as holding it', () => {
    renderRow(150, 'delta');
    expect(more().className).toContain('is-current');
    fireEvent.click(more());
    expect(screen.getByRole('menuitem', { name: 'Delta' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('menuitem', { name: 'Echo' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps the current page marked in the row when it fits', () => {
    renderRow(150, 'bravo');
    expect(within(bar()).getByRole('link', { name: 'Bravo' }).getAttribute('aria-current')).toBe('page');
    expect(more().className).toContain('is-plain');
  });
});
