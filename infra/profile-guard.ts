/**
 * A production deployment publishes the agency profile (frontend/src/content/agency.ts) on the site,
 * in Aine's answers and in the recruiters' emails: it must not go out with the repository's fictional
 * defaults. Other stages (staging, a developer's own) deploy with them.
 */

import { profilePlaceholders, type AgencyProfile, type PlaceholderFinding } from '#content/agency';
import type { StageConfig } from '#infra/config';

export const agencyProfileFile = 'frontend/src/content/agency.ts';

export class PlaceholderProfileError extends Error {
  readonly findings: readonly PlaceholderFinding[];

  constructor(stage: string, findings: readonly PlaceholderFinding[]) {
    super(
      [
        `Stage "${stage}" is a production stage, and the agency profile (${agencyProfileFile}) still holds placeholder values:`,
        ...findings.map((finding) => `  - ${finding.field}: ${finding.value} (${finding.reason})`),
        "Put the agency's real values in and remove each field from `placeholderFields`; staging and local runs may keep the placeholders.",
      ].join('\n'),
    );
    this.name = 'PlaceholderProfileError';
    this.findings = findings;
  }
}

/** Throws, naming every placeholder left, when a production stage would publish an unfinished profile. */
export function assertProfileReadyFor(config: Pick<StageConfig, 'stage' | 'production'>, profile: AgencyProfile): void {
  if (!config.production) return;
  const findings = profilePlaceholders(profile);
  if (findings.length > 0) throw new PlaceholderProfileError(config.stage, findings);
}
