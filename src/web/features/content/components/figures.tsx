import type { ShownFigure } from '../../../../contract/content/content';
import { ExampleBadge } from '../../../components/ui/badge';

/** Under a figure: the period it counts from our records, or the source staff named for it. */
function figureSource(figure: ShownFigure): string | undefined {
  if (figure.source === 'records') return `From our records, ${figure.period}`;
  return figure.sourceNote && `Source: ${figure.sourceNote}`;
}

/** The landing page's figures (as /api/site works them out), in the hero; nothing when there are none. */
export function Figures({ figures }: { figures: readonly ShownFigure[] }) {
  if (figures.length === 0) return null;
  const counted = figures.some((figure) => figure.source === 'records');
  return (
    <div className="lg:col-start-1 lg:row-start-2">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3" aria-label="Our figures">
        {figures.map((figure) => {
          const source = figureSource(figure);
          return (
            <div key={`${figure.label}:${figure.value}`} className="flex min-w-0 flex-col rounded-lg border border-white/15 bg-white/5 p-4">
              <dt className="order-2 text-sm text-slate-200">{figure.label}</dt>
              <dd className="order-1 text-2xl font-bold wrap-anywhere text-white">{figure.value}</dd>
              {source && <dd className="order-3 mt-2 text-xs text-slate-300">{source}</dd>}
              {figure.detail && <dd className="order-4 text-xs text-slate-300">{figure.detail}</dd>}
              {figure.example && (
                <dd className="order-5 mt-2">
                  <ExampleBadge show />
                </dd>
              )}
            </div>
          );
        })}
      </dl>
      {counted && (
        <p className="mt-3 text-sm">
          <a href="/verify#figures" className="text-teal-300 underline underline-offset-4 hover:text-teal-200">
            How we count these figures
          </a>
        </p>
      )}
    </div>
  );
}
