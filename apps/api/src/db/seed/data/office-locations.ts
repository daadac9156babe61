import type { TSeedOfficeLocation } from '../seed-types.ts';

/** The four virtual-office addresses (spec: four office locations), in display order. */
export const SEED_OFFICE_LOCATIONS: readonly TSeedOfficeLocation[] = [
  {
    slug: 'istanbul-maslak',
    text: {
      tr: {
        name: 'Maslak Ofis',
        city: 'İstanbul',
        district: 'Sarıyer',
        address: 'Maslak Mah. Büyükdere Cad. No: 237 Kat: 9, 34485 Sarıyer/İstanbul',
        description: 'İş merkezlerinin kalbinde, metroya 2 dakika yürüme mesafesinde.',
      },
      en: {
        name: 'Maslak Office',
        city: 'Istanbul',
        district: 'Sarıyer',
        address: 'Büyükdere Cad. No: 237, Floor 9, Maslak, 34485 Sarıyer, Istanbul',
        description: 'In the heart of the business district, a 2-minute walk from the metro.',
      },
    },
  },
  {
    slug: 'istanbul-kadikoy',
    text: {
      tr: {
        name: 'Kadıköy Ofis',
        city: 'İstanbul',
        district: 'Kadıköy',
        address: 'Caferağa Mah. Moda Cad. No: 112 Kat: 3, 34710 Kadıköy/İstanbul',
        description: 'Anadolu yakasında, vapur ve metro hatlarına yakın.',
      },
      en: {
        name: 'Kadıköy Office',
        city: 'Istanbul',
        district: 'Kadıköy',
        address: 'Moda Cad. No: 112, Floor 3, Caferağa, 34710 Kadıköy, Istanbul',
        description: 'On the Asian side, close to the ferry and metro lines.',
      },
    },
  },
  {
    slug: 'ankara-cankaya',
    text: {
      tr: {
        name: 'Çankaya Ofis',
        city: 'Ankara',
        district: 'Çankaya',
        address: 'Kızılırmak Mah. Dumlupınar Bulvarı No: 9A Kat: 6, 06510 Çankaya/Ankara',
        description: 'Kamu kurumlarına ve Ankara iş merkezlerine kolay ulaşım.',
      },
      en: {
        name: 'Çankaya Office',
        city: 'Ankara',
        district: 'Çankaya',
        address: 'Dumlupınar Bulvarı No: 9A, Floor 6, Kızılırmak, 06510 Çankaya, Ankara',
        description: 'Easy reach of government offices and Ankara business centres.',
      },
    },
  },
  {
    slug: 'izmir-alsancak',
    text: {
      tr: {
        name: 'Alsancak Ofis',
        city: 'İzmir',
        district: 'Konak',
        address: 'Kültür Mah. Cumhuriyet Bulvarı No: 142 Kat: 4, 35220 Konak/İzmir',
        description: 'Kordon’a yürüme mesafesinde, İzmir’in iş ve ticaret merkezinde.',
      },
      en: {
        name: 'Alsancak Office',
        city: 'Izmir',
        district: 'Konak',
        address: 'Cumhuriyet Bulvarı No: 142, Floor 4, Kültür, 35220 Konak, Izmir',
        description: 'A short walk from the seafront, in İzmir’s business and trade centre.',
      },
    },
  },
];
