import type { TAccountDocument } from '@portal/contracts/documents/document-kinds';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { DocumentSlot } from './document-slot.tsx';

const ID_CARD: TAccountDocument = {
  id: 3,
  kind: 'identity',
  file_name: 'kimlik.png',
  mime_type: 'image/png',
  size: 2048,
  created_at: '2026-11-20T09:00:00.000Z',
  url: '/api/documents/3/file',
};

function renderSlot(mayUpload: boolean) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DocumentSlot accountId={7} kind="identity" document={ID_CARD} required mayUpload={mayUpload} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces(['wizard', 'validation']);
});

describe('an application document slot', () => {
  it('offers replace, download and delete to someone who may upload', () => {
    renderSlot(true);
    expect(screen.getByRole('button', { name: /Replace/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Delete/ })).toBeTruthy();
  });

  it('lets a team member without the upload switch only download', () => {
    renderSlot(false);
    expect(screen.getByText(/kimlik\.png/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Replace/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(document.querySelector('input[type=file]')).toBeNull();
  });
});
