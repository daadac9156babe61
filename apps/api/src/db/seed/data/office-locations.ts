import type { TSeedOfficeLocation } from '../seed-types.ts';
import { DEMO_USERS } from './demo-users.ts';

/** The demo secretary serves every office (seeded outside production only; else none is set). */
const SECRETARY = DEMO_USERS.find((user) => user.role === 'secretary')?.email ?? null;

/** The three virtual office packets; every location offers them. */
const VIRTUAL = ['office-virtual-basic', 'office-virtual-plus', 'office-virtual-pro'] as const;
/** Desks and private rooms: only where the building has a coworking floor and rooms to let. */
const SERVICED = ['office-serviced-desk', 'office-serviced-private'] as const;

/** The four virtual-office addresses (spec: four office locations), in display order. */
export const SEED_OFFICE_LOCATIONS: readonly TSeedOfficeLocation[] = [
  {
    slug: 'istanbul-maslak',
    meetingRooms: 4,
    receptionHours: '08:30-19:00',
    parking: true,
    latitude: 41.1093,
    longitude: 29.0209,
    packets: [...VIRTUAL, ...SERVICED],
    secretaryEmail: SECRETARY,
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
    meetingRooms: 2,
    receptionHours: '09:00-18:00',
    parking: false,
    latitude: 40.9847,
    longitude: 29.0275,
    // A coworking floor but no private rooms.
    packets: [...VIRTUAL, 'office-serviced-desk'],
    secretaryEmail: SECRETARY,
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
    meetingRooms: 3,
    receptionHours: '09:00-18:00',
    parking: true,
    latitude: 39.9086,
    longitude: 32.7593,
    packets: [...VIRTUAL, ...SERVICED],
    secretaryEmail: SECRETARY,
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
    meetingRooms: 1,
    receptionHours: '09:00-18:00',
    parking: false,
    latitude: 38.4337,
    longitude: 27.1428,
    // A reception and one meeting room: addresses only.
    packets: [...VIRTUAL],
    secretaryEmail: SECRETARY,
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
