import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui';

const TILE = 256;
const WIDTH = 320;
const HEIGHT = 200;
/** Where the map opens before a location is chosen (the middle of England). */
const DEFAULT_CENTRE = { latitude: 52.56, longitude: -1.46 };

// Web Mercator: a position's pixel in the world map at a zoom, and back
const worldSize = (zoom: number) => TILE * 2 ** zoom;
function toPixel(latitude: number, longitude: number, zoom: number) {
  const sin = Math.sin((Math.max(-85, Math.min(85, latitude)) * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * worldSize(zoom),
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldSize(zoom),
  };
}
function toPosition(x: number, y: number, zoom: number) {
  const size = worldSize(zoom);
  const n = Math.PI - (2 * Math.PI * y) / size;
  return {
    latitude: (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n))),
    longitude: (x / size) * 360 - 180,
  };
}
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A small map to choose the practice location: the marker sits in the middle; a click (or the arrow keys) moves it.
 * Tiles come from the configured URL template ({z}/{x}/{y}); without one the map is a plain grid and still works.
 */
export function LocationMap({
  latitude,
  longitude,
  tilesUrl,
  label,
  onPick,
}: {
  latitude: number | null;
  longitude: number | null;
  tilesUrl: string | null;
  label: string;
  onPick: (position: { latitude: number; longitude: number }) => void;
}) {
  const chosen = latitude !== null && longitude !== null;
  const [zoom, setZoom] = useState(chosen ? 16 : 6);
  const centre = chosen ? { latitude, longitude } : DEFAULT_CENTRE;
  const c = toPixel(centre.latitude, centre.longitude, zoom);
  const left = c.x - WIDTH / 2;
  const top = c.y - HEIGHT / 2;
  const tiles: { key: string; src: string; x: number; y: number }[] = [];
  if (tilesUrl) {
    const count = 2 ** zoom;
    for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + WIDTH) / TILE); tx++) {
      for (let ty = Math.floor(top / TILE); ty <= Math.floor((top + HEIGHT) / TILE); ty++) {
        if (ty < 0 || ty >= count) continue;
        const wrapped = ((tx % count) + count) % count;
        tiles.push({
          key: `${tx}/${ty}`,
          src: tilesUrl
            .replace('{s}', 'a')
            .replace('{z}', String(zoom))
            .replace('{x}', String(wrapped))
            .replace('{y}', String(ty)),
          x: tx * TILE - left,
          y: ty * TILE - top,
        });
      }
    }
  }
  const pick = (x: number, y: number) => {
    const p = toPosition(left + x, top + y, zoom);
    onPick({ latitude: round(p.latitude), longitude: round(p.longitude) });
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter or Space (no pointer): the arrow keys move the marker instead
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    pick(event.clientX - box.left, event.clientY - box.top);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = 8;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    pick(WIDTH / 2 + move[0], HEIGHT / 2 + move[1]);
  };
  let host = '';
  try {
    host = tilesUrl ? new URL(tilesUrl.replace(/[{}]/g, '')).host : '';
  } catch {
    host = '';
  }

  return (
    <div className="space-y-1">
      <button
        type="button"
        aria-label={label}
        data-testid="location-map"
        onClick={onClick}
        onKeyDown={onKeyDown}
        className="relative block cursor-crosshair overflow-hidden rounded-md border bg-muted p-0 outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
        style={{
          width: WIDTH,
          height: HEIGHT,
          backgroundImage:
            'linear-gradient(to right, rgb(0 0 0 / 0.08) 1px, transparent 1px), linear-gradient(to bottom, rgb(0 0 0 / 0.08) 1px, transparent 1px)',
          backgroundSize: '32px 32px',
        }}
      >
        {tiles.map((tile) => (
          <img
            key={tile.key}
            src={tile.src}
            alt=""
            draggable={false}
            className="pointer-events-none absolute max-w-none select-none"
            style={{ left: tile.x, top: tile.y, width: TILE, height: TILE }}
          />
        ))}
        {chosen && (
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="pointer-events-none absolute size-8 text-destructive"
            style={{ left: WIDTH / 2 - 16, top: HEIGHT / 2 - 32 }}
          >
            <path
              fill="currentColor"
              stroke="white"
              strokeWidth="1.5"
              d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
            />
          </svg>
        )}
      </button>
      <div className="flex items-center gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => setZoom((z) => Math.min(19, z + 1))}>
          {t('console.mobileArrival.map.zoomIn')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setZoom((z) => Math.max(3, z - 1))}>
          {t('console.mobileArrival.map.zoomOut')}
        </Button>
        <span className="text-sm text-muted-foreground">
          {tilesUrl ? t('console.mobileArrival.map.attribution', { host }) : t('console.mobileArrival.map.noTiles')}
        </span>
      </div>
    </div>
  );
}
