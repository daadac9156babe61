import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

/*
 * GİB's UBL-TR schematron (the business rules of its e-Fatura package, in
 * modules/sales-invoices/fixtures/gib-schematron: see its README) run on the XML the portal
 * writes. The rules use XPath 2 (matches(), xs:decimal(), xs:date()), so they run in Saxon-HE
 * (Debian's libsaxonhe-java, XSLT 3.0), compiled by the ISO Schematron pipeline Debian's
 * python3-lxml ships (include → abstract expansion → SVRL stylesheet: its XSLT 1 flavour, which
 * Saxon runs with XPath 2, as GİB's schema names no query binding). Not used at run time.
 *
 * The compiled stylesheet is kept in the OS temp folder under the hash of what it is compiled
 * from, so the pipeline runs once per machine, not once per run; a validation is one JVM for all
 * the documents it is given.
 */

const run = promisify(execFile);
const FIXTURES = fileURLToPath(
  new URL('../modules/sales-invoices/fixtures/gib-schematron/', import.meta.url),
);
/** GİB's three files: the main schema includes the other two. */
const GIB_FOLDER = join(FIXTURES, 'gib');
const MAIN_SCHEMATRON = join(GIB_FOLDER, 'UBL-TR_Main_Schematron.xml');
/** The ISO Schematron pipeline as Debian's python3-lxml ships it (its XSLT 1 flavour). */
const ISO_FOLDER = '/usr/lib/python3/dist-packages/lxml/isoschematron/resources/xsl/iso-schematron-xslt1';
/** Where Debian's libsaxonhe-java puts Saxon-HE. */
const SAXON_JAR = '/usr/share/java/Saxon-HE.jar';
// A short-lived JVM: the C1 compiler alone starts a third faster, and nothing here runs long.
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-cp', SAXON_JAR, 'net.sf.saxon.Transform'];

/**
 * Runs the three ISO steps in one JVM (fn:transform), GİB's main schematron as the source. One
 * step of ours goes before the last: GİB's asserts carry no id, and the SVRL's copy of an
 * assert's test is unreliable (the skeleton writes it as an attribute value template, so
 * `{3}` in a regex comes out as `3`), so each assert of an abstract rule is given that rule's
 * id (`InvoiceIDCheck`…), which the SVRL then reports. Nothing else of the rules changes. The
 * SVRL step writes locations in the readable notation (`/Invoice/cac:…`).
 */
const COMPILE_XSL = `<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:sch="http://purl.oclc.org/dsdl/schematron">
  <xsl:param name="iso" required="yes"/>
  <xsl:mode name="rule-ids" on-no-match="shallow-copy"/>
  <xsl:template match="sch:rule[@abstract = 'true']/sch:assert[not(@id)]" mode="rule-ids">
    <xsl:copy>
      <xsl:apply-templates select="@*" mode="rule-ids"/>
      <xsl:attribute name="id" select="../@id"/>
      <xsl:apply-templates select="node()" mode="rule-ids"/>
    </xsl:copy>
  </xsl:template>
  <!-- GİB's rules call xs:date() and xs:decimal() without declaring xs: the XSLT 2 skeleton
       declares it itself, the XSLT 1 one writes only the schema's own sch:ns. -->
  <xsl:template match="sch:schema" mode="rule-ids">
    <xsl:copy>
      <xsl:apply-templates select="@*" mode="rule-ids"/>
      <sch:ns prefix="xs" uri="http://www.w3.org/2001/XMLSchema"/>
      <xsl:apply-templates select="node()" mode="rule-ids"/>
    </xsl:copy>
  </xsl:template>
  <xsl:template match="/">
    <xsl:variable name="included" select="transform(map {
      'stylesheet-location': $iso || 'iso_dsdl_include.xsl', 'source-node': . })?output"/>
    <xsl:variable name="expanded" select="transform(map {
      'stylesheet-location': $iso || 'iso_abstract_expand.xsl', 'source-node': $included })?output"/>
    <xsl:variable name="with-ids">
      <xsl:apply-templates select="$expanded" mode="rule-ids"/>
    </xsl:variable>
    <xsl:sequence select="transform(map {
      'stylesheet-location': $iso || 'iso_svrl_for_xslt1.xsl', 'source-node': $with-ids,
      'stylesheet-params': map { QName('', 'full-path-notation'): '2' } })?output"/>
  </xsl:template>
</xsl:stylesheet>
`;

/**
 * Validates each listed document with the compiled schematron (compiled once for all, inside
 * fn:transform) and writes, as JSON, one array of findings per document.
 */
const VALIDATE_XSL = `<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
  <xsl:output method="json"/>
  <xsl:param name="schematron" required="yes"/>
  <xsl:template match="/documents">
    <xsl:sequence select="array { document ! array {
      let $svrl := transform(map {
        'stylesheet-location': $schematron,
        'source-node': doc(resolve-uri(@href, base-uri(.))),
        'stylesheet-params': map { QName('', 'type'): string(@type) } })?output
      return for $finding in $svrl//(svrl:failed-assert | svrl:successful-report)
      return map {
        'rule': string($finding/@id),
        'location': string($finding/@location),
        'text': normalize-space(string($finding/svrl:text))
      } } }"/>
  </xsl:template>
</xsl:stylesheet>
`;

/** A failed assert of GİB's schematron. */
export type TSchematronFinding = {
  /** The id of GİB's abstract rule (`InvoiceIDCheck`, `WithholdingTaxTotalCheck`…). */
  rule: string;
  /** Where, as a path (`/Invoice/cac:InvoiceLine[2]/…`: a position only where there are several). */
  location: string;
  /** GİB's message, in Turkish. */
  text: string;
};

async function saxon(args: string[]): Promise<string> {
  if (!existsSync(SAXON_JAR)) {
    throw new Error(`Saxon-HE is not installed (${SAXON_JAR}): apt-get install -y libsaxonhe-java`);
  }
  try {
    const { stdout } = await run('java', [...JVM_OPTIONS, ...args], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new Error('java is not installed: apt-get install -y default-jre-headless');
    throw new Error(`Saxon failed: ${failure.stderr || String(error)}`);
  }
}

/** The hash of everything the compiled stylesheet is made from. */
async function sourcesHash(): Promise<string> {
  const hash = createHash('sha256').update(COMPILE_XSL);
  for (const folder of [GIB_FOLDER, ISO_FOLDER]) {
    for (const name of (await readdir(folder)).sort()) {
      hash.update(name).update(await readFile(join(folder, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function compile(): Promise<string> {
  const folder = join(tmpdir(), 'portal-gib-schematron');
  const compiled = join(folder, `ubl-tr-${await sourcesHash()}.xsl`);
  if (existsSync(compiled)) return compiled;
  await mkdir(folder, { recursive: true });
  // Test files run in parallel workers: each writes its own file and renames it into place.
  const work = await mkdtemp(join(folder, 'compile-'));
  try {
    const driver = join(work, 'compile.xsl');
    await writeFile(driver, COMPILE_XSL, 'utf8');
    const output = join(work, 'ubl-tr.xsl');
    await saxon([
      `-s:${MAIN_SCHEMATRON}`,
      `-xsl:${driver}`,
      `-o:${output}`,
      `iso=${pathToFileURL(ISO_FOLDER)}/`,
    ]);
    await rename(output, compiled);
    return compiled;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

let compiling: Promise<string> | null = null;
/** The compiled schematron, compiled at most once per run (and reused across runs). */
function compiledSchematron(): Promise<string> {
  compiling ??= compile().catch((error: unknown) => {
    compiling = null;
    throw error;
  });
  return compiling;
}

/**
 * GİB's schematron checks an e-Arşiv invoice with its `type` parameter `earchive` (only
 * EARSIVFATURA is its profile) and an e-Fatura with `efatura` (the e-Fatura profiles).
 */
function schematronType(xml: string): 'earchive' | 'efatura' {
  return /<cbc:ProfileID>\s*EARSIVFATURA\s*<\/cbc:ProfileID>/.test(xml) ? 'earchive' : 'efatura';
}

/**
 * What GİB's UBL-TR schematron finds in each document: one list per document, empty when it
 * passes. One JVM for all of them.
 */
export async function gibSchematronFindings(documents: readonly string[]): Promise<TSchematronFinding[][]> {
  const compiled = await compiledSchematron();
  const folder = await mkdtemp(join(tmpdir(), 'gib-schematron-'));
  try {
    const entries = await Promise.all(
      documents.map(async (xml, index) => {
        const name = `invoice-${index + 1}.xml`;
        await writeFile(join(folder, name), xml, 'utf8');
        return `<document href="${name}" type="${schematronType(xml)}"/>`;
      }),
    );
    const list = join(folder, 'documents.xml');
    await writeFile(list, `<documents>${entries.join('')}</documents>`, 'utf8');
    const driver = join(folder, 'validate.xsl');
    await writeFile(driver, VALIDATE_XSL, 'utf8');
    const json = await saxon([`-s:${list}`, `-xsl:${driver}`, `schematron=${pathToFileURL(compiled)}`]);
    return JSON.parse(json) as TSchematronFinding[][];
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
