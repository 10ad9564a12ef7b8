import { useT } from '../app-context.tsx';
import type { Branch, LocatorResult } from '../../shared/service/types.ts';

/**
 * Where the branches are, as a small inline SVG (no map tiles, no external scripts): an
 * equirectangular view of Germany and Austria, each branch a numbered dot as in the list, the
 * searched place a ring. Decorative help next to the list, which carries all the information.
 */

const BOUNDS = { west: 5.6, east: 17.4, south: 46.2, north: 55.2 };
/** Longitude degrees are shorter than latitude degrees at these latitudes (cos 50.7° ≈ 0.633). */
const LON_SCALE = 0.633;
const HEIGHT = 360;
const WIDTH = Math.round((HEIGHT * (BOUNDS.east - BOUNDS.west) * LON_SCALE) / (BOUNDS.north - BOUNDS.south));

const x = (lon: number) => ((lon - BOUNDS.west) / (BOUNDS.east - BOUNDS.west)) * WIDTH;
const y = (lat: number) => ((BOUNDS.north - lat) / (BOUNDS.north - BOUNDS.south)) * HEIGHT;

export function BranchMap({ branches, origin }: { branches: Branch[]; origin: LocatorResult['origin'] }) {
  const t = useT();
  return (
    <svg className="branch-map" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('Map of the branches')}>
      <rect x="0" y="0" width={WIDTH} height={HEIGHT} rx="12" className="branch-map__ground" />
      {origin && (
        <g className="branch-map__origin">
          <title>{`${t('Searched place')}: ${origin.label}`}</title>
          <circle cx={x(origin.lon)} cy={y(origin.lat)} r="11" />
          <circle cx={x(origin.lon)} cy={y(origin.lat)} r="3" />
        </g>
      )}
      {branches.map((branch, i) => (
        <g key={branch.id} className="branch-map__branch">
          <title>{branch.name}</title>
          <circle cx={x(branch.lon)} cy={y(branch.lat)} r="10" />
          <text x={x(branch.lon)} y={y(branch.lat)} dy="0.35em" textAnchor="middle">
            {i + 1}
          </text>
        </g>
      ))}
    </svg>
  );
}
