import type { TSeedBrand, TSeedCategory } from '../seed-types.ts';

export const SEED_BRANDS: readonly TSeedBrand[] = [
  { slug: 'accountant', sort: 1, name: { tr: 'Sanal Muhasebeci', en: 'Virtual Accountant' } },
  { slug: 'office', sort: 2, name: { tr: 'Sanal Ofis', en: 'Virtual Office' } },
  { slug: 'dashboard', sort: 3, name: { tr: 'Ana Panel', en: 'Home Dashboard' } },
  { slug: 'network', sort: 4, name: { tr: 'Endless Network İş Ağı', en: 'Endless Network' } },
];

export const SEED_CATEGORIES: readonly TSeedCategory[] = [
  { brand: 'accountant', slug: 'company-founding', sort: 1, name: { tr: 'Şirket Kuruluşu', en: 'Company Founding' } },
  { brand: 'accountant', slug: 'company-transfer', sort: 2, name: { tr: 'Şirket Taşıma', en: 'Company Transfer' } },
  { brand: 'office', slug: 'virtual-office', sort: 1, name: { tr: 'Sanal Ofis', en: 'Virtual Office' } },
  { brand: 'office', slug: 'serviced-office', sort: 2, name: { tr: 'Hazır Ofis', en: 'Serviced Office' } },
  { brand: 'network', slug: 'booth', sort: 1, name: { tr: 'Şirket Standı', en: 'Company Booth' } },
  { brand: 'network', slug: 'stage', sort: 2, name: { tr: 'Seminer Sahnesi', en: 'Seminar Stage' } },
];
