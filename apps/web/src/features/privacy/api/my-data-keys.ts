/** The cache keys of the person's own data (all of them the signed-in caller's). */
export const myDataKeys = {
  all: ['my-data'] as const,
  signIns: ['my-data', 'sign-ins'] as const,
  accesses: (page: number) => ['my-data', 'document-accesses', page] as const,
  dataExport: ['my-data', 'data-export'] as const,
  closing: ['my-data', 'closing'] as const,
};
