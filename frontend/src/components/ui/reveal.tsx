import { useEffect, useRef, useState, type ElementType, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { ANIMATE_ON_SCROLL_VIEWPORT_RATIO } from '#content/constants';
import { cn } from '@/lib/cn';

// One observer for the whole page: an element counts once its top is within 85 % of the viewport height.
let sharedObserver: IntersectionObserver | null = null;
const callbacks = new WeakMap<Element, () => void>();

function observe(element: Element, onVisible: () => void): () => void {
  sharedObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        // Content already scrolled past (a jump to an anchor, or a section that mounted late) shows
        // at once, so scrolling back up never finds it still hidden.
        const passed = entry.boundingClientRect.bottom < 0;
        if (!entry.isIntersecting && !passed) continue;
        callbacks.get(entry.target)?.();
        callbacks.delete(entry.target);
        sharedObserver?.unobserve(entry.target);
      }
    },
    { rootMargin: `0px 0px -${Math.round((1 - ANIMATE_ON_SCROLL_VIEWPORT_RATIO) * 100)}% 0px` },
  );
  callbacks.set(element, onVisible);
  sharedObserver.observe(element);
  return () => {
    callbacks.delete(element);
    sharedObserver?.unobserve(element);
  };
}

/** Runs `onVisible` once, when the element first reaches 85 % of the viewport height. */
export function useOnceVisible<T extends Element>(onVisible: () => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return observe(element, () => callback.current());
  }, []);
  return ref;
}

type RevealProps = Omit<HTMLAttributes<HTMLElement>, 'style'> & {
  as?: ElementType;
  /** Stagger in ms, for items in a row. */
  delay?: number;
  children: ReactNode;
};

/**
 * Animate-on-scroll: fades and lifts its content in once. The hidden start state applies only when
 * scripts run and motion is welcome (see app.css), so the prerendered page is readable as is.
 */
export function Reveal({ as: Tag = 'div', className, delay = 0, children, ...rest }: RevealProps) {
  const [visible, setVisible] = useState(false);
  const ref = useOnceVisible<HTMLElement>(() => setVisible(true));
  return (
    <Tag
      {...rest}
      ref={ref}
      data-reveal={visible ? 'visible' : 'pending'}
      style={delay ? { transitionDelay: `${delay}ms` } : undefined}
      className={cn(className)}
    >
      {children}
    </Tag>
  );
}
