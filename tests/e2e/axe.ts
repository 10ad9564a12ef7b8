import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { decideConsent } from './browser.ts';

/** axe-core's browser bundle, read once (it is injected into each page under test). */
let source: string | undefined;
function axeSource(): string {
  source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface AxeViolation {
  id: string;
  impact: Impact | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * A page like browser.ts `newPage`, but with the shop's Content-Security-Policy bypassed so axe's
 * inline script tag may run (the shop only allows its own scripts and a per-response nonce).
 */
export async function newAuditPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: { undecided?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, locale: 'de-DE', bypassCSP: true });
  if (!options.undecided) await decideConsent(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Runs axe-core on the whole document and returns its violations (all impacts). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource() });
  return page.evaluate(async () => {
    const axe = (window as any).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n: any) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

/** Violations that fail a page: serious and critical ones. */
export function blocking(violations: AxeViolation[]): AxeViolation[] {
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** A readable list: one block per rule with its impact, help text and the target selectors. */
export function formatViolations(violations: AxeViolation[], maxNodes = 8): string {
  return violations
    .map((v) => {
      const targets = v.nodes
        .slice(0, maxNodes)
        .map((n) => `    - ${n.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : String(t))).join(' | ')}`);
      if (v.nodes.length > maxNodes) targets.push(`    … and ${v.nodes.length - maxNodes} more`);
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${targets.join('\n')}`;
    })
    .join('\n');
}
