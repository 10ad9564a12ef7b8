import type { Layout } from '../../shared/planner/layout.ts';
import type { Plan } from '../../shared/planner/plan.ts';
import { useT } from '../app-context.tsx';

interface Point {
  x: number;
  y: number;
}

/** Where a distance along the run lies in the plane: sides in turn, each corner turning by its angle. */
function pointAt(plan: Plan, at: number): Point {
  let p = { x: 0, y: 0 };
  let heading = 0;
  let start = 0;
  for (const [i, len] of plan.sides.entries()) {
    const along = Math.min(len, Math.max(0, at - start));
    const end = { x: p.x + Math.cos(heading) * len, y: p.y + Math.sin(heading) * len };
    if (at <= start + len || i === plan.sides.length - 1)
      return { x: p.x + Math.cos(heading) * along, y: p.y + Math.sin(heading) * along };
    p = end;
    heading += ((plan.angles[i] ?? 90) * Math.PI) / 180;
    start += len;
  }
  return p;
}

const fmt = (n: number) => String(Math.round(n * 100) / 100).replace('.', ',');

/** A plan view of the run: fence pieces, gates, and posts, with the side lengths; for screen and print. */
export function RunDrawing({ plan, layout }: { plan: Plan; layout: Layout }) {
  const t = useT();
  const corners = [0];
  for (const len of plan.sides) corners.push(corners.at(-1)! + len);
  const points = corners.map((at) => pointAt(plan, at));
  const posts = layout.pieces.flatMap((piece) =>
    Array.from({ length: piece.panels + 1 }, (_, k) =>
      pointAt(plan, piece.start + Math.min(piece.length, k * layout.panelWidth)),
    ),
  );
  const gates = plan.gates.map((g) => [pointAt(plan, g.at), pointAt(plan, g.at + g.width / 1000)] as const);
  const all = [...points, ...posts];
  const minX = Math.min(...all.map((p) => p.x));
  const minY = Math.min(...all.map((p) => p.y));
  const spanX = Math.max(...all.map((p) => p.x)) - minX;
  const spanY = Math.max(...all.map((p) => p.y)) - minY;
  const pad = Math.max(spanX, spanY, 1) * 0.12;
  const r2 = (n: number) => Math.round(n * 100) / 100;
  const viewBox = `${r2(minX - pad)} ${r2(minY - pad)} ${r2(spanX + 2 * pad)} ${r2(spanY + 2 * pad)}`;
  const unit = Math.max(spanX, spanY, 1) / 100;
  return (
    <figure className="planner__drawing">
      <svg viewBox={viewBox} role="img" aria-labelledby="planner-drawing-caption">
        <title>{t('Drawing of the fence')}</title>
        <polyline
          points={points.map((p) => `${p.x},${p.y}`).join(' ')}
          fill="none"
          stroke="currentColor"
          strokeWidth={unit * 1.2}
        />
        {gates.map(([a, b], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: gates in plan order
          <g key={i}>
            <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#fff" strokeWidth={unit * 2.4} />
            <line
              x1={a.x}
              y1={a.y}
              x2={b.x}
              y2={b.y}
              stroke="#b5651d"
              strokeWidth={unit * 1.2}
              strokeDasharray={`${unit * 2} ${unit}`}
            />
          </g>
        ))}
        {posts.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: posts in run order
          <rect key={i} x={p.x - unit} y={p.y - unit} width={unit * 2} height={unit * 2} fill="currentColor" />
        ))}
        {plan.sides.map((len, i) => {
          const a = points[i]!;
          const b = points[i + 1]!;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: sides in run order
            <text key={i} x={(a.x + b.x) / 2} y={(a.y + b.y) / 2 - unit * 2.5} fontSize={unit * 4} textAnchor="middle">
              {`${fmt(len)} m`}
            </text>
          );
        })}
      </svg>
      <figcaption id="planner-drawing-caption">
        {t('{length} m of fence: {panels} panels, {posts} posts, gates: {gates}', {
          length: fmt(layout.length),
          panels: layout.panels,
          posts: layout.linePosts + layout.cornerPosts + layout.gatePosts,
          gates: plan.gates.length,
        })}
      </figcaption>
    </figure>
  );
}
