import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronLeftIcon } from '@/components/icons/glyphs/chevron-left-icon';
import { ChevronRightIcon } from '@/components/icons/glyphs/chevron-right-icon';
import { PauseIcon } from '@/components/icons/glyphs/pause-icon';
import { PlayIcon } from '@/components/icons/glyphs/play-icon';
import { cn } from '@/lib/cn';
import { claimEarlyClicks, earlyAction } from '@/lib/early-clicks';
import { prefersReducedMotion } from '@/lib/motion';

type Props = {
  label: string;
  slides: readonly { key: string; label: string; content: ReactNode }[];
  /** Auto-advance interval; off with reduced motion, paused on hover, focus or by the visitor. */
  intervalMs?: number;
};

/**
 * A looping carousel (WAI-ARIA carousel pattern): previous/next and one button per slide; the last
 * slide wraps to the first. It auto-advances with a pause button, and stops while hovered or focused.
 * Its buttons are marked for the page's early-click keeper, so a tap made before the scripts ran is
 * carried out as soon as they have.
 */
export function Carousel({ label, slides, intervalMs = 7000 }: Props) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [motionAllowed, setMotionAllowed] = useState(false);
  const slidesId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const count = slides.length;
  const wrap = (next: number) => ((next % count) + count) % count;
  const go = (next: number) => setIndex(wrap(next));

  // Taps on the buttons made before the scripts ran, carried out in order.
  useEffect(
    () =>
      claimEarlyClicks(
        (control) => rootRef.current?.contains(control) === true,
        (taps) => {
          for (const control of taps) {
            const action = earlyAction(control);
            if (action === 'toggle-play') setPlaying((current) => !current);
            else if (action === 'previous') setIndex((current) => wrap(current - 1));
            else if (action === 'next') setIndex((current) => wrap(current + 1));
            else if (action.startsWith('slide-')) setIndex(wrap(Number(action.slice('slide-'.length))));
          }
        },
      ),
    // Claimed once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  useEffect(() => {
    // Decided after hydration: the server cannot know the visitor's motion preference.
    const timer = window.setTimeout(() => setMotionAllowed(!prefersReducedMotion()), 0);
    return () => window.clearTimeout(timer);
  }, []);

  const autoPlaying = playing && motionAllowed && !hovered && !focused;
  useEffect(() => {
    if (!autoPlaying) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [autoPlaying, count, intervalMs]);

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="overflow-hidden rounded-3xl">
        <div
          id={slidesId}
          aria-live={autoPlaying ? 'off' : 'polite'}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, slideIndex) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${count}: ${slide.label}`}
              data-active={slideIndex === index ? 'true' : 'false'}
              inert={slideIndex !== index}
              className="w-full shrink-0"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          data-early-click="toggle-play"
          onClick={() => setPlaying((current) => !current)}
          aria-label={playing ? 'Pause automatic slide show' : 'Start automatic slide show'}
          className="flex size-11 items-center justify-center rounded-full border border-navy-200 text-navy-800 hover:bg-navy-50"
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          data-early-click="previous"
          onClick={() => go(index - 1)}
          aria-controls={slidesId}
          aria-label="Previous slide"
          className="flex size-11 items-center justify-center rounded-full bg-navy-900 text-xl text-white hover:bg-navy-700"
        >
          <ChevronLeftIcon />
        </button>
        <div className="flex items-center">
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.key}
              type="button"
              data-early-click={`slide-${slideIndex}`}
              onClick={() => go(slideIndex)}
              aria-controls={slidesId}
              aria-label={`Show slide ${slideIndex + 1}: ${slide.label}`}
              aria-current={slideIndex === index ? 'true' : undefined}
              className="flex size-11 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className={cn('block h-2.5 rounded-full transition-all', slideIndex === index ? 'w-8 bg-teal-600' : 'w-2.5 bg-navy-200')}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          data-early-click="next"
          onClick={() => go(index + 1)}
          aria-controls={slidesId}
          aria-label="Next slide"
          className="flex size-11 items-center justify-center rounded-full bg-navy-900 text-xl text-white hover:bg-navy-700"
        >
          <ChevronRightIcon />
        </button>
      </div>
    </section>
  );
}
