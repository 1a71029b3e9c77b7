import { testimonials } from '#content/testimonials';
import { QuoteIcon } from '@/components/icons/glyphs/quote-icon';
import { Carousel } from '@/components/ui/carousel';

/**
 * The candidates' testimonials in a carousel (an island): its slides come from the content module,
 * so its props are plain data the prerendered page can carry.
 */
export function TestimonialCarousel({ label }: { label: string }) {
  return (
    <Carousel
      label={label}
      slides={testimonials.map((testimonial) => ({
        key: testimonial.name,
        label: testimonial.name,
        content: (
          <figure className="flex h-full flex-col justify-between rounded-3xl bg-navy-950 p-8 text-white sm:p-12">
            <QuoteIcon className="text-4xl text-teal-300" />
            <blockquote className="mt-6 text-lg leading-relaxed text-navy-50 sm:text-xl">“{testimonial.quote}”</blockquote>
            <figcaption className="mt-8">
              <p className="font-bold text-white">{testimonial.name}</p>
              <p className="text-sm text-teal-200">{testimonial.role}</p>
            </figcaption>
          </figure>
        ),
      }))}
    />
  );
}
