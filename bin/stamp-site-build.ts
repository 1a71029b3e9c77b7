/**
 * Last step of `npm run build`: stamps frontend/dist with the fingerprint of the sources it was
 * built from. The CDK app deploys a site only when the stamp matches the working tree.
 */

import { join, resolve } from 'node:path';
import { SITE_BUILD_STAMP, writeSiteBuildStamp } from '#infra/site-build';

const projectRoot = resolve(import.meta.dirname, '..');
const directory = join(projectRoot, 'frontend', 'dist');
writeSiteBuildStamp(projectRoot, directory);
console.log(`Stamped ${join(directory, SITE_BUILD_STAMP)}`);
