/**
 * Prints the JavaScript each measured page of the built SPA loads before it can show anything
 * (gzip and raw; see libs/testing/src/bundle-weight.ts). Run after a build:
 * `node dist/bench/bundle-size.js [frontend/dist]`.
 */
import {
  describeWeight,
  FRONTEND_DIST,
  pageModules,
  pageWeight,
  readManifest,
  type PageName,
} from '@mithaq/testing';

const dist = process.argv[2] ?? FRONTEND_DIST;
const manifest = readManifest(dist);
console.log('initial JavaScript per page');
for (const page of Object.keys(pageModules) as PageName[]) {
  console.log(describeWeight(pageWeight(page, manifest, dist)));
}
