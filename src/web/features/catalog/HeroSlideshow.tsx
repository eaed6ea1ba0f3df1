/**
 * Four banners that advance every 3 seconds and wrap to the first. Rotation pauses while the
 * pointer or keyboard focus is on it, on the pause button, and never starts for a visitor who
 * asks for reduced motion (WCAG 2.2.2).
 */
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SLIDESHOW_INTERVAL_MS } from '#shared/constants';
import { GarmentArt } from './GarmentArt';
import { type Banner, HOME_BANNERS } from './home-banners';

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  // Read after the first render: the server cannot know it, and hydration must match its HTML.
  // Until then the slideshow holds still, which is what a reduced-motion visitor needs anyway.
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setReduced(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return reduced;
}

export function HeroSlideshow({ banners = HOME_BANNERS }: { banners?: Banner[] }) {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !stopped && !reducedMotion && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setActive((i) => (i + 1) % banners.length), SLIDESHOW_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, banners.length]);

  const go = (step: number) => setActive((i) => (i + step + banners.length) % banners.length);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured collections"
      data-active-slide={active + 1}
      className="relative overflow-hidden"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="relative h-[440px] overflow-hidden sm:h-[460px] lg:h-[500px]"
        aria-live={rotating ? 'off' : 'polite'}
      >
        {/* A sliding track: one slide leaves as the next arrives, never two texts on top of each other. */}
        <div
          className="flex h-full transition-transform duration-700 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${active * 100}%)` }}
        >
          {banners.map((banner, index) => (
            <Slide
              key={banner.title}
              banner={banner}
              index={index}
              total={banners.length}
              active={index === active}
            />
          ))}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-4 flex items-center justify-center gap-3">
        <ControlButton label="Previous slide" onClick={() => go(-1)}>
          <ChevronLeft aria-hidden="true" size={18} />
        </ControlButton>
        <div className="flex items-center">
          {banners.map((banner, index) => (
            <button
              key={banner.title}
              type="button"
              aria-label={`Show slide ${index + 1}: ${banner.title}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => setActive(index)}
              className="flex h-6 w-6 items-center justify-center"
            >
              <span
                className={`block h-2.5 rounded-full border border-white/80 shadow transition-all ${
                  index === active ? 'w-6 bg-white' : 'w-2.5 bg-black/40'
                }`}
              />
            </button>
          ))}
        </div>
        <ControlButton label="Next slide" onClick={() => go(1)}>
          <ChevronRight aria-hidden="true" size={18} />
        </ControlButton>
        <ControlButton
          label={stopped ? 'Play slideshow' : 'Pause slideshow'}
          onClick={() => setStopped((s) => !s)}
        >
          {stopped ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
        </ControlButton>
      </div>
    </section>
  );
}

function ControlButton(props: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      onClick={props.onClick}
      className="flex h-9 w-9 items-center justify-center rounded-full bg-black/60 text-white shadow hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      {props.children}
    </button>
  );
}

function Slide({
  banner,
  index,
  total,
  active,
}: {
  banner: Banner;
  index: number;
  total: number;
  active: boolean;
}) {
  return (
    // The ARIA carousel pattern names each slide a group; a fieldset would mean a form.
    // biome-ignore lint/a11y/useSemanticElements: slides are not form controls
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      aria-hidden={!active}
      inert={!active}
      className={`relative h-full w-full shrink-0 ${banner.panel}`}
    >
      <div className="mx-auto grid h-full max-w-7xl items-center gap-6 px-6 pb-16 sm:px-10 md:grid-cols-2">
        <div className="relative z-10 max-w-lg">
          <p className="text-xs font-semibold uppercase tracking-[0.25em] opacity-90">{banner.eyebrow}</p>
          <h2 className="mt-3 text-4xl font-black leading-tight tracking-tight sm:text-5xl">
            {banner.title}
          </h2>
          <p className="mt-4 text-base opacity-95 sm:text-lg">{banner.text}</p>
          <Link
            to={banner.href}
            className={`mt-6 inline-block rounded-full px-6 py-3 text-sm font-semibold ${banner.button}`}
          >
            {banner.cta}
          </Link>
        </div>
        <div className="pointer-events-none absolute inset-y-0 right-0 flex w-1/2 items-center justify-end opacity-25 md:relative md:w-auto md:justify-center md:opacity-100">
          <GarmentArt
            kind={banner.garments[0]!.kind}
            colour={banner.garments[0]!.colour}
            className="h-48 w-auto -rotate-6 drop-shadow-2xl sm:h-64 lg:h-80"
          />
          <GarmentArt
            kind={banner.garments[1]!.kind}
            colour={banner.garments[1]!.colour}
            className="-ml-16 hidden h-56 w-auto rotate-6 drop-shadow-2xl md:block lg:h-72"
          />
        </div>
      </div>
    </div>
  );
}
