import type { TSeedNetworkStage } from '../seed-types.ts';

/** Where the stages are: the event floor of the Maslak office building. */
const EVENT_FLOOR = 'Maslak Mah. Büyükdere Cad. No: 237 Kat: 10, 34485 Sarıyer/İstanbul';

/** The Endless network's seminar stages, in display order; member companies book them by the hour. */
export const SEED_NETWORK_STAGES: readonly TSeedNetworkStage[] = [
  {
    slug: 'main-stage',
    capacity: 60,
    location: EVENT_FLOOR,
    name: { tr: 'Ana Sahne', en: 'Main Stage' },
    description: {
      tr: 'Sunumlar, ürün lansmanları ve konferanslar için 60 kişilik salon: projeksiyon, ses sistemi, iki kablosuz mikrofon ve sahne ışığıyla.',
      en: 'A 60-seat hall for talks, product launches and conferences, with a projector, sound system, two wireless microphones and stage lighting.',
    },
  },
  {
    slug: 'workshop-room',
    capacity: 25,
    location: EVENT_FLOOR,
    name: { tr: 'Atölye Salonu', en: 'Workshop Room' },
    description: {
      tr: 'Uygulamalı eğitimler ve atölyeler için 25 kişilik salon: grup masaları, beyaz tahta, ekran ve her masada priz.',
      en: 'A 25-seat room for hands-on training and workshops, with group tables, a whiteboard, a screen and power at every table.',
    },
  },
  {
    slug: 'panel-hall',
    capacity: 40,
    location: EVENT_FLOOR,
    name: { tr: 'Panel Salonu', en: 'Panel Hall' },
    description: {
      tr: 'Panel ve söyleşiler için 40 kişilik salon: dört konuşmacılık kürsü, masa mikrofonları ve soru-cevap için dolaşan mikrofon.',
      en: 'A 40-seat hall for panels and interviews, with a four-speaker podium, table microphones and a roaming microphone for questions.',
    },
  },
];
