import { useEffect, useId, useState, type ReactNode } from 'react';
import { ChevronLeftIcon } from '@/components/icons/glyphs/chevron-left-icon';
import { ChevronRightIcon } from '@/components/icons/glyphs/chevron-right-icon';
import { PauseIcon } from '@/components/icons/glyphs/pause-icon';
import { PlayIcon } from '@/components/icons/glyphs/play-icon';
import { cn } from '@/lib/cn';
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
 */
export function Carousel({ label, slides, intervalMs = 7000 }: Props) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [motionAllowed, setMotionAllowed] = useState(false);
  const slidesId = useId();
  const count = slides.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);

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
          onClick={() => setPlaying((current) => !current)}
          aria-label={playing ? 'Pause automatic slide show' : 'Start automatic slide show'}
          className="flex size-11 items-center justify-center rounded-full border border-navy-200 text-navy-800 hover:bg-navy-50"
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
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
