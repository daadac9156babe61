import { NOTIFICATION_DURATION_MS } from '@portal/contracts/common/limits';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { notify } from '../../lib/notify.ts';

beforeAll(async () => {
  await initI18n('tr');
});

describe('notifications', () => {
  it('shows the title, the description, an icon and a translated close button in a live region', async () => {
    notify({ type: 'error', title: 'Hata', description: 'Sunucuya ulaşılamadı.' });
    // The toast library is a lazy chunk: on a busy machine its first load can take seconds. Found
    // by its description: another test file of this worker may have left an "Hata" of its own.
    const description = await screen.findByText('Sunucuya ulaşılamadı.', undefined, { timeout: 10_000 });
    const toast = description.closest('li');
    if (!toast) throw new Error('the notification is not a list item');
    expect(within(toast).getByText('Hata')).toBeTruthy();
    expect(toast.querySelector('[data-icon] svg')).not.toBeNull();
    expect(within(toast).getByRole('button', { name: 'Kapat' })).toBeTruthy();
    expect(toast.closest('[aria-live="polite"]')).not.toBeNull();
    // At the top right below the sticky header (across the top on phones), 320 px wide: off a
    // form's fields and buttons, and at 1280 px right of a dialog's close button.
    const toaster = toast.closest<HTMLElement>('[data-sonner-toaster]');
    expect(toaster?.dataset.yPosition).toBe('top');
    expect(toaster?.dataset.xPosition).toBe('right');
    expect(toaster?.style.getPropertyValue('--offset-top')).toBe('calc(var(--header-height, 64px) + 12px)');
    expect(toaster?.style.getPropertyValue('--mobile-offset-top')).toBe(
      'calc(var(--header-height, 64px) + 8px)',
    );
    expect(toaster?.style.getPropertyValue('--width')).toBe('320px');
  }, 15_000);

  it('hides a notification after 10 seconds', async () => {
    // The host is mounted (a lazy chunk, loaded on real timers), whichever test ran first.
    notify({ type: 'info', title: 'Bilgi', description: 'Bildirimler hazır.' });
    await screen.findByText('Bildirimler hazır.', undefined, { timeout: 10_000 });
    vi.useFakeTimers();
    try {
      notify({ type: 'success', title: 'Kaydedildi', description: 'Bilgileriniz güncellendi.' });
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.queryByText('Kaydedildi')).not.toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_DURATION_MS - 500));
      expect(screen.queryByText('Kaydedildi')).not.toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await act(() => vi.advanceTimersByTimeAsync(1000));
    } finally {
      vi.useRealTimers();
    }
    expect(screen.queryByText('Kaydedildi')).toBeNull();
  });
});
