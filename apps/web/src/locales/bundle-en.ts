import type { ResourceLanguage } from 'i18next';

/** Every en namespace, keyed by file name; see lib/i18n.ts. */
const files = import.meta.glob<ResourceLanguage>('./en/*.json', { eager: true, import: 'default' });

const bundle: ResourceLanguage = {};
for (const [file, resources] of Object.entries(files)) {
  const namespace = file.slice('./en/'.length, -'.json'.length);
  bundle[namespace] = resources;
}

export default bundle;
