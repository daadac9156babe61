// Draws the meeting rooms' photos the seed names (`src/db/seed/data/meeting-rooms.ts`): one small
// JPEG per room in apps/web/public/media/meeting-rooms/, an illustration of the room as seen from
// its door (wall and window, the screen or whiteboard it has, a table with as many chairs as it
// seats). Run it again after changing the rooms: `node apps/api/scripts/make-meeting-room-photos.mjs`.
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Jimp, rgbaToInt } from 'jimp';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../web/public/media/meeting-rooms');
const WIDTH = 480;
const HEIGHT = 320;

// The rooms as the seed data names them: location, room, seats, equipment, the wall's colour.
const ROOMS = [
  ['istanbul-maslak', 'bogazici', 12, ['screen', 'video_conference', 'whiteboard'], [214, 226, 240]],
  ['istanbul-maslak', 'galata', 8, ['screen', 'video_conference', 'whiteboard'], [236, 228, 214]],
  ['istanbul-maslak', 'kiz-kulesi', 4, ['screen', 'whiteboard'], [222, 236, 226]],
  ['istanbul-maslak', 'rumeli', 20, ['projector', 'flipchart'], [240, 232, 222]],
  ['istanbul-kadikoy', 'moda', 6, ['screen', 'whiteboard'], [242, 226, 226]],
  ['istanbul-kadikoy', 'haydarpasa', 10, ['projector', 'video_conference', 'whiteboard'], [226, 230, 242]],
  ['ankara-cankaya', 'kugulu', 6, ['screen', 'whiteboard'], [232, 240, 232]],
  ['ankara-cankaya', 'atakule', 12, ['projector', 'video_conference'], [238, 234, 246]],
  ['ankara-cankaya', 'kizilay', 4, ['screen'], [246, 238, 226]],
  ['izmir-alsancak', 'kordon', 8, ['screen', 'video_conference', 'flipchart'], [220, 236, 244]],
];

const color = ([r, g, b], a = 255) => rgbaToInt(r, g, b, a);
const shade = ([r, g, b], by) => [r, g, b].map((c) => Math.max(0, Math.min(255, Math.round(c * by))));

function rect(image, x, y, w, h, rgb) {
  const value = color(rgb);
  for (let px = Math.max(0, x); px < Math.min(WIDTH, x + w); px += 1) {
    for (let py = Math.max(0, y); py < Math.min(HEIGHT, y + h); py += 1) image.setPixelColor(value, px, py);
  }
}

function ellipse(image, cx, cy, rx, ry, rgb) {
  const value = color(rgb);
  for (let px = Math.floor(cx - rx); px <= cx + rx; px += 1) {
    for (let py = Math.floor(cy - ry); py <= cy + ry; py += 1) {
      const inside = ((px - cx) / rx) ** 2 + ((py - cy) / ry) ** 2 <= 1;
      if (inside && px >= 0 && py >= 0 && px < WIDTH && py < HEIGHT) image.setPixelColor(value, px, py);
    }
  }
}

async function draw([location, room, seats, equipment, wall]) {
  const image = new Jimp({ width: WIDTH, height: HEIGHT, color: color(wall) });
  const floor = [176, 150, 120];
  rect(image, 0, 200, WIDTH, 120, floor);
  // Floorboards.
  for (let y = 210; y < HEIGHT; y += 18) rect(image, 0, y, WIDTH, 1, shade(floor, 0.9));
  // A window with the sky and a skyline.
  rect(image, 20, 40, 110, 120, [250, 250, 250]);
  rect(image, 26, 46, 98, 108, [170, 205, 235]);
  for (const [x, h] of [
    [30, 40],
    [48, 62],
    [70, 30],
    [88, 54],
    [106, 44],
  ])
    rect(image, x, 154 - h, 14, h, [120, 140, 160]);
  rect(image, 74, 46, 2, 108, [250, 250, 250]);
  // What the room has on its far wall.
  if (equipment.includes('screen') || equipment.includes('projector')) {
    rect(image, 190, 50, 150, 88, [40, 44, 52]);
    rect(image, 196, 56, 138, 76, equipment.includes('projector') ? [236, 240, 244] : [60, 110, 170]);
  }
  if (equipment.includes('video_conference')) {
    rect(image, 250, 42, 30, 6, [30, 30, 30]);
    ellipse(image, 265, 45, 3, 3, [90, 200, 120]);
  }
  if (equipment.includes('whiteboard')) {
    rect(image, 360, 60, 96, 70, [205, 210, 215]);
    rect(image, 364, 64, 88, 62, [252, 252, 252]);
    rect(image, 372, 76, 50, 3, [60, 90, 200]);
    rect(image, 372, 88, 64, 3, [200, 70, 70]);
  }
  if (equipment.includes('flipchart')) {
    rect(image, 390, 70, 56, 80, [252, 252, 250]);
    rect(image, 416, 150, 4, 60, [90, 90, 90]);
  }
  // The table, long as the room seats, and its chairs on both sides.
  const tableWidth = Math.min(360, 90 + seats * 16);
  const left = (WIDTH - tableWidth) / 2;
  const wood = [120, 84, 56];
  const perSide = Math.ceil(seats / 2);
  for (let i = 0; i < perSide; i += 1) {
    const x = left + ((i + 0.5) * tableWidth) / perSide;
    ellipse(image, x, 214, 12, 10, [52, 62, 90]);
  }
  rect(image, left, 222, tableWidth, 40, wood);
  rect(image, left, 222, tableWidth, 6, shade(wood, 1.25));
  for (let i = 0; i < seats - perSide; i += 1) {
    const x = left + ((i + 0.5) * tableWidth) / (seats - perSide);
    ellipse(image, x, 282, 15, 13, [62, 74, 108]);
  }
  await image.write(join(OUT, `${location}-${room}.jpg`), { quality: 80 });
}

await mkdir(OUT, { recursive: true });
for (const room of ROOMS) await draw(room);
console.log(`${ROOMS.length} photos in ${OUT}`);
