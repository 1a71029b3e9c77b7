import type { ComponentType, SVGProps } from 'react';
import { agency, type SocialNetwork } from '#content/agency';
import { cn } from '@/lib/cn';
import { InstagramIcon } from '@/components/icons/glyphs/instagram-icon';
import { LinkedInIcon } from '@/components/icons/glyphs/linkedin-icon';
import { TikTokIcon } from '@/components/icons/glyphs/tiktok-icon';

const icons: Record<SocialNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
  tiktok: TikTokIcon,
};

/** The agency's three social profiles; they open in a new tab. */
export function SocialLinks({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  return (
    <ul className={cn('flex items-center gap-3', className)}>
      {agency.socialLinks.map(({ network, label, url }) => {
        const SocialIcon = icons[network];
        return (
          <li key={network}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label} (opens in a new tab)`}
              className={cn(
                'flex size-11 items-center justify-center rounded-full border text-xl transition-colors',
                tone === 'dark'
                  ? 'border-white/20 text-white hover:border-teal-300 hover:bg-white/10 hover:text-teal-200'
                  : 'border-navy-200 text-navy-800 hover:border-teal-600 hover:text-teal-700',
              )}
            >
              <SocialIcon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
