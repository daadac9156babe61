// The API suite checks what the portal writes with outside tools: Debian's xmllint (the UBL 2.1
// schema), Saxon-HE on a Java runtime with the ISO Schematron stylesheets lxml ships (GİB's
// UBL-TR schematron, XPath 2), pdftotext (the PDFs) and python3-icalendar (the calendar files). Finds them, installs them when we may (root on Debian), or stops with one line saying
// what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const TOOLS = [
  { path: '/usr/bin/xmllint', apt: 'libxml2-utils' },
  { path: '/usr/bin/pdftotext', apt: 'poppler-utils' },
  // libsaxonhe-java brings no Java runtime of its own.
  { path: '/usr/share/java/Saxon-HE.jar', apt: 'libsaxonhe-java' },
  { path: '/usr/bin/java', apt: 'default-jre-headless' },
  {
    path: '/usr/lib/python3/dist-packages/lxml/isoschematron/resources/xsl/iso-schematron-xslt1/iso_svrl_for_xslt1.xsl',
    apt: 'python3-lxml',
  },
  // The calendar files (.ics) are read with an outside RFC 5545 parser (src/test/ical-check.ts).
  { path: '/usr/lib/python3/dist-packages/icalendar/__init__.py', apt: 'python3-icalendar' },
];
const missing = () => TOOLS.filter((tool) => !existsSync(tool.path));

if (missing().length > 0) {
  const packages = missing()
    .map((tool) => tool.apt)
    .join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing the Debian packages the API suite checks with (${packages})...`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
      stdio: 'inherit',
    });
  }
  if (missing().length > 0) {
    console.error(`Missing tools: run \`sudo apt-get install -y ${packages}\` and try again.`);
    process.exit(1);
  }
}
