/** The company-profile pages' cache keys; the staff's requests list has its own (staff-accounts). */
export const companyProfileKeys = {
  all: ['company-profile'] as const,
  companies: ['company-profile', 'companies'] as const,
  company: (id: number) => ['company-profile', 'company', id] as const,
  requests: (id: number) => ['company-profile', 'change-requests', id] as const,
};
