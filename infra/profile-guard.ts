/**
 * A production deployment publishes the agency profile (frontend/src/content/agency.ts) on the site,
 * in Aine's answers and in the recruiters' emails: it must not go out with the repository's fictional
 * defaults. Other stages (staging, a developer's own) deploy with them. bin/app.ts reads what is left
 * to replace from the profile (`profilePlaceholders`) and hands it to the app as a prop.
 */

import type { StageConfig } from '#infra/config';

export const agencyProfileFile = 'frontend/src/content/agency.ts';

/** One value of the profile still to replace: its dotted field path, the value, and why it counts. */
export interface ProfilePlaceholder {
  readonly field: string;
  readonly value: string;
  readonly reason: string;
}

export class PlaceholderProfileError extends Error {
  readonly placeholders: readonly ProfilePlaceholder[];

  constructor(stage: string, placeholders: readonly ProfilePlaceholder[]) {
    super(
      [
        `Stage "${stage}" is a production stage, and the agency profile (${agencyProfileFile}) still holds placeholder values:`,
        ...placeholders.map((placeholder) => `  - ${placeholder.field}: ${placeholder.value} (${placeholder.reason})`),
        "Put the agency's real values in and remove each field from `placeholderFields`; staging and local runs may keep the placeholders.",
      ].join('\n'),
    );
    this.name = 'PlaceholderProfileError';
    this.placeholders = placeholders;
  }
}

/** Throws, naming every placeholder left, when a production stage would publish an unfinished profile. */
export function assertProfileReadyFor(config: Pick<StageConfig, 'stage' | 'production'>, placeholders: readonly ProfilePlaceholder[]): void {
  if (config.production && placeholders.length > 0) throw new PlaceholderProfileError(config.stage, placeholders);
}
