import { PRODUCT_LINE_DESCRIPTORS, WIZARD_PRODUCT_LINES } from '@portal/contracts/product-lines/registry';
import { describe, expect, it } from 'vitest';
import { pathTo, ROUTES, routeForPath } from './paths.ts';
import { wizardStepRoute } from './product-line-routes.ts';

describe("the product lines' wizard pages", () => {
  it('has a page for every step of every wizard', () => {
    for (const line of WIZARD_PRODUCT_LINES) {
      for (const step of line.wizard.steps) {
        expect(() => wizardStepRoute(line, step.slug), `${line.key} ${step.slug}`).not.toThrow();
      }
    }
  });

  it("names each step's page by its line's route group", () => {
    const [accountant, office] = WIZARD_PRODUCT_LINES;
    if (!accountant || !office) throw new Error('two wizards expected');
    expect(pathTo('tr', wizardStepRoute(accountant, 'files'))).toBe('/tr/app/application-form/files');
    expect(pathTo('en', wizardStepRoute(office, 'packets'))).toBe('/en/app/office/application-form/packets');
    expect(() => wizardStepRoute(office, 'status')).toThrow();
  });

  it("finds a page for each line's add-ons, top-bar entry and decision mails", () => {
    const routeIds: readonly string[] = ROUTES.map((route) => route.id);
    for (const line of PRODUCT_LINE_DESCRIPTORS) {
      const { servicesRoute, paymentRoute, buyRoute } = line.addOns;
      for (const id of [servicesRoute, paymentRoute, buyRoute]) {
        expect(routeIds, `${line.key} ${id}`).toContain(id);
      }
      if (line.menu.opens !== 'home') expect(routeIds, line.key).toContain(line.menu.opens);
      if (!line.approval) continue;
      for (const path of [line.approval.approvedPath, line.approval.rejectedPath]) {
        expect(routeForPath(`/tr/${path}`)?.requires, `${line.key} ${path}`).toBe('auth');
      }
    }
  });
});
