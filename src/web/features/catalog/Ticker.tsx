/** The scrolling strip under the banners: "COD Available" and "Made in India for the world". */
import { TICKER_MESSAGES } from '#shared/constants';
import './ticker.css';

const REPEATS = 4;

export function Ticker() {
  const run = Array.from({ length: REPEATS }, () => TICKER_MESSAGES).flat();
  return (
    <section
      aria-label="Shop news"
      className="ticker overflow-hidden border-y border-neutral-800 bg-neutral-950 py-2.5 text-white"
    >
      <p className="sr-only">{TICKER_MESSAGES.join('. ')}.</p>
      {/* Two identical halves scroll by half their width, so the loop has no seam. */}
      <div className="ticker-track flex w-max" aria-hidden="true">
        {[0, 1].map((copy) => (
          <ul key={copy} className="flex shrink-0">
            {run.map((message, index) => (
              <li
                key={`${message}-${index}`}
                className="flex items-center px-6 text-sm font-semibold uppercase tracking-[0.2em]"
              >
                <span aria-hidden="true" className="mr-6 text-amber-400">
                  ✦
                </span>
                {message}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
