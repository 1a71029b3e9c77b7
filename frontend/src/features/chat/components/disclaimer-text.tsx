import type { ComponentPropsWithRef } from 'react';
import { disclaimer } from '#content/chat';
import { SiteLink } from '@/components/ui/site-link';

/**
 * The disclaimer's text: its paragraphs, then the privacy and terms links. One rendering for both
 * dialogs that show it (the floating chat's Radix dialog, /ai-assistant's native <dialog>); the props
 * go to its wrapper, so it can be a dialog's description (an id, or Radix's `asChild`).
 */
export function DisclaimerText(props: ComponentPropsWithRef<'div'>) {
  return (
    <div {...props} className="mt-4 space-y-3 text-sm leading-relaxed text-slate-700">
      {disclaimer.paragraphs.slice(0, -1).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        See our{' '}
        {disclaimer.links.map((link, index) => (
          <span key={link.href}>
            {index > 0 ? ' and ' : null}
            <SiteLink to={link.href} className="font-semibold text-teal-700 underline underline-offset-2">
              {link.label}
            </SiteLink>
          </span>
        ))}{' '}
        for how we handle your data.
      </p>
    </div>
  );
}
