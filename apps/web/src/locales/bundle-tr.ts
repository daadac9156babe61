import type { ResourceLanguage } from 'i18next';

/** Every tr namespace, keyed by file name; see lib/i18n.ts. */
const files = import.meta.glob<ResourceLanguage>('./tr/*.json', { eager: true, import: 'default' });

const bundle: ResourceLanguage = {};
for (const [file, resources] of Object.entries(files)) {
  const namespace = file.slice('./tr/'.length, -'.json'.length);
  bundle[namespace] = resources;
}

export default bundle;
