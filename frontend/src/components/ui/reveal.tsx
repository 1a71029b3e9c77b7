import { useEffect, useRef, useState, type ElementType, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { observeOnceVisible } from '@/lib/reveal-on-scroll';
import { cn } from '@/lib/cn';

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
    return observeOnceVisible(element, () => callback.current());
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
