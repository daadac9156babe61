import type { TOfficeLocation } from '@portal/contracts/products/product-schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

/*
 * A map of Turkey drawn here, in SVG: the portal loads nothing from other sites (no tiles, no map
 * scripts). The country is a hand-written outline of its rough shape, in longitude and latitude,
 * projected into a box from 26° to 45° E and 36° to 42° N; each office is a button placed from
 * its latitude and longitude.
 */

const WEST = 26;
const EAST = 45;
const SOUTH = 36;
const NORTH = 42;
/** Degrees of longitude are shorter than those of latitude at Turkey's middle (39° N): cos 39°. */
const LONGITUDE_SCALE = Math.cos((39 * Math.PI) / 180);
/** ViewBox units per degree of latitude. */
const UNIT = 50;
const WIDTH = Math.round((EAST - WEST) * LONGITUDE_SCALE * UNIT);
const HEIGHT = (NORTH - SOUTH) * UNIT;

/** Thrace, from Enez round the Gelibolu peninsula, up the border to the Black Sea and İstanbul. */
const THRACE: readonly (readonly [number, number])[] = [
  [26.05, 40.72],
  [26.35, 41.25],
  [26.33, 41.72],
  [26.9, 42.0],
  [27.6, 41.95],
  [28.02, 41.98],
  [28.6, 41.35],
  [29.05, 41.23],
  [29.0, 41.02],
  [28.5, 40.98],
  [27.5, 40.97],
  [26.95, 40.6],
  [26.2, 40.05],
  [26.75, 40.6],
];

/** Anatolia, clockwise from the Bosphorus: the Black Sea coast, the eastern borders, the Mediterranean and the Aegean. */
const ANATOLIA: readonly (readonly [number, number])[] = [
  [29.1, 41.2],
  [30.3, 41.2],
  [31.4, 41.3],
  [32.4, 41.75],
  [33.3, 42.0],
  [34.9, 42.08],
  [35.2, 41.7],
  [36.1, 41.7],
  [36.4, 41.25],
  [37.0, 41.1],
  [38.4, 40.95],
  [39.7, 41.0],
  [40.6, 41.05],
  [41.55, 41.52],
  [42.5, 41.45],
  [43.47, 41.12],
  [43.6, 40.5],
  [44.0, 40.0],
  [44.8, 39.7],
  [44.4, 39.4],
  [44.2, 38.5],
  [44.4, 37.9],
  [44.79, 37.15],
  [43.0, 37.35],
  [42.35, 37.1],
  [41.2, 37.08],
  [40.0, 36.85],
  [38.8, 36.7],
  [37.9, 36.75],
  [36.7, 36.8],
  [36.6, 36.25],
  [36.0, 35.82],
  [35.8, 36.3],
  [36.15, 36.9],
  [35.5, 36.6],
  [34.6, 36.8],
  [34.0, 36.3],
  [32.8, 36.05],
  [32.0, 36.55],
  [30.7, 36.85],
  [30.4, 36.3],
  [29.5, 36.2],
  [29.1, 36.6],
  [28.0, 36.55],
  [27.4, 37.0],
  [27.25, 37.6],
  [26.4, 38.3],
  [26.9, 38.45],
  [26.7, 39.3],
  [26.1, 39.5],
  [26.2, 40.05],
  [26.7, 40.4],
  [27.3, 40.4],
  [28.2, 40.4],
  [29.0, 40.4],
  [29.9, 40.75],
  [29.3, 40.8],
  [29.05, 41.0],
];

/** A point's place in the viewBox. */
function project(longitude: number, latitude: number): { x: number; y: number } {
  return { x: (longitude - WEST) * LONGITUDE_SCALE * UNIT, y: (NORTH - latitude) * UNIT };
}

function pathOf(points: readonly (readonly [number, number])[]): string {
  return `${points
    .map(([longitude, latitude], index) => {
      const { x, y } = project(longitude, latitude);
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join(' ')} Z`;
}

const OUTLINE = `${pathOf(THRACE)} ${pathOf(ANATOLIA)}`;

/** Markers closer than this (viewBox units) are drawn apart, with a line to the real place. */
const MIN_GAP = 44;

type TPlaced = { id: number; real: { x: number; y: number }; shown: { x: number; y: number } };

/**
 * Where each marker is drawn: at its office, except that markers in the same city (the two in
 * İstanbul are a few kilometres apart) are pushed apart along the line between them, so each
 * stays visible and can be clicked.
 */
function placeMarkers(locations: readonly Pick<TOfficeLocation, 'id' | 'latitude' | 'longitude'>[]) {
  const placed: TPlaced[] = locations.map((location) => {
    const real = project(location.longitude, location.latitude);
    return { id: location.id, real, shown: { ...real } };
  });
  for (let round = 0; round < 8; round += 1) {
    for (const [index, a] of placed.entries()) {
      for (const b of placed.slice(index + 1)) {
        const dx = b.shown.x - a.shown.x;
        const dy = b.shown.y - a.shown.y;
        const distance = Math.hypot(dx, dy);
        if (distance >= MIN_GAP) continue;
        // The same spot: apart vertically, the first above.
        const [ux, uy] = distance === 0 ? [0, 1] : [dx / distance, dy / distance];
        const push = (MIN_GAP - distance) / 2;
        a.shown = { x: a.shown.x - ux * push, y: a.shown.y - uy * push };
        b.shown = { x: b.shown.x + ux * push, y: b.shown.y + uy * push };
      }
    }
  }
  return placed;
}

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;

/**
 * The offices on a map of Turkey. Each marker is a button (Tab, Enter, Space) that selects its
 * office, as the cards below do; the selected one is highlighted and pressed.
 */
export function OfficeMap({
  locations,
  selectedId,
  onSelect,
}: {
  locations: readonly TOfficeLocation[];
  selectedId: number | null;
  onSelect: (location: TOfficeLocation) => void;
}) {
  const { t } = useTranslation('officeWizard');
  const titleId = useId();
  const descriptionId = useId();
  const placed = placeMarkers(locations);
  const description = t('map.description', {
    offices: locations
      .map((location) => `${location.name} (${location.district}, ${location.city})`)
      .join('; '),
  });

  return (
    <fieldset className="rounded-card border border-line bg-brand-50 p-2 sm:p-4">
      <legend className="sr-only">{t('map.legend')}</legend>
      <div className="relative w-full" style={{ aspectRatio: `${WIDTH} / ${HEIGHT}` }}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="absolute inset-0 size-full"
          role="img"
          aria-labelledby={`${titleId} ${descriptionId}`}
        >
          <title id={titleId}>{t('map.title')}</title>
          <desc id={descriptionId}>{description}</desc>
          <path d={OUTLINE} className="fill-white stroke-brand-300" strokeWidth={2} strokeLinejoin="round" />
          {placed.map(({ id, real, shown }) =>
            real.x !== shown.x || real.y !== shown.y ? (
              <g key={id} className="stroke-brand-400">
                <line x1={real.x} y1={real.y} x2={shown.x} y2={shown.y} strokeWidth={1.5} />
                <circle cx={real.x} cy={real.y} r={3} className="fill-brand-400" />
              </g>
            ) : null,
          )}
        </svg>
        {placed.map(({ id, shown }) => {
          const location = locations.find((candidate) => candidate.id === id);
          if (!location) return null;
          const selected = id === selectedId;
          return (
            <button
              key={id}
              type="button"
              aria-pressed={selected}
              aria-label={t('map.marker', {
                name: location.name,
                district: location.district,
                city: location.city,
              })}
              onClick={() => onSelect(location)}
              className={cn(
                'group -translate-x-1/2 -translate-y-1/2 absolute flex items-center gap-1 rounded-full',
                'focus-visible:outline-3 focus-visible:outline-accent-400 focus-visible:outline-offset-2',
              )}
              style={{ left: percent(shown.x, WIDTH), top: percent(shown.y, HEIGHT) }}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block rounded-full border-2 border-white shadow transition-transform',
                  selected
                    ? 'size-6 bg-accent-400 ring-2 ring-brand-800 sm:size-7'
                    : 'size-5 bg-brand-700 group-hover:scale-110 sm:size-6',
                )}
              />
              <span
                aria-hidden="true"
                className={cn(
                  'pointer-events-none absolute left-full ms-1 hidden whitespace-nowrap rounded bg-white/90 px-1 text-caption sm:block',
                  selected ? 'font-bold text-brand-950' : 'text-ink',
                )}
              >
                {location.name}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
