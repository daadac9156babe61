import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses, LinkButton } from '../../components/ui/button.tsx';
import { Deferred } from '../../components/ui/deferred.tsx';
import { CalendarIcon } from '../../components/ui/icons.tsx';
import {
  DEMO_HASH,
  DEMO_QUERY_PARAM,
  isLandingPageSection,
  LANDING_PAGE_SECTIONS,
  type TLandingPageSection,
} from '../../config/landing-sections.ts';
import { pathTo } from '../../config/paths.ts';
import { Hero } from '../../features/landing/components/hero.tsx';
import {
  AdvantagesSection,
  HowItWorksSection,
  ServicesSection,
} from '../../features/landing/components/info-sections.tsx';
import { LandingSection } from '../../features/landing/components/landing-section.tsx';
import {
  ContactPlaceholder,
  FaqPlaceholder,
  PacketsPlaceholder,
} from '../../features/landing/components/section-placeholders.tsx';
import { TestimonialsSection } from '../../features/landing/components/testimonials-section.tsx';
import { type DeferredModule, deferredModule } from '../../lib/deferred-module.ts';
import { loadNamespaces } from '../../lib/i18n.ts';
import { useLocation, useNavigate } from '../../lib/navigation.tsx';
import {
  focusSection,
  holdSectionInPlace,
  nextFrame,
  registerSectionPreparer,
  scrollToSection,
} from '../../lib/section-scroll.ts';
import { useLanguage } from '../../lib/use-language.ts';

/*
 * `/{lang}`: the public landing page, in the section order of spec section 1. What the first paint
 * needs (hero, how it works, advantages, services, testimonials) is in this chunk; the packets, the
 * FAQ and the contact form are separate chunks rendered when they near the viewport, and the video
 * and demo modals load when opened. A link to a section (`/en#faq`) renders every lazy part above
 * it first, then scrolls, so it lands where the section finally is.
 */

const parts = {
  packets: deferredModule(() => import('../../features/landing/components/packets-content.tsx')),
  faq: deferredModule(() => import('../../features/landing/components/faq-content.tsx')),
  contact: deferredModule(() => import('../../features/contact/components/contact-form.tsx')),
} satisfies Partial<Record<TLandingPageSection, DeferredModule>>;
const lazyParts: Partial<Record<TLandingPageSection, DeferredModule>> = parts;

/** Renders the lazy parts of every section up to `id`, and resolves once they are on the page. */
async function prepareUpTo(id: string): Promise<void> {
  if (!isLandingPageSection(id)) return;
  const above = LANDING_PAGE_SECTIONS.slice(0, LANDING_PAGE_SECTIONS.indexOf(id) + 1);
  await Promise.all(above.map((section) => lazyParts[section]?.load()));
  await nextFrame();
}

const loadVideoModal = () => import('../../features/landing/components/video-modal.tsx');
const VideoModal = lazy(loadVideoModal);
const DemoBookingModal = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/contact/components/demo-booking-modal.tsx'),
    loadNamespaces(['contact', 'form', 'validation']),
  ]);
  return module;
});

/** `?demo=1` or `#demo`: the top bar's demo link, from any page. */
function useDemoFromUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const requested = params.get(DEMO_QUERY_PARAM) === '1' || location.hash === DEMO_HASH;
  const clear = useCallback(() => {
    const next = new URLSearchParams(location.search);
    next.delete(DEMO_QUERY_PARAM);
    const search = next.toString();
    navigate(
      { search: search ? `?${search}` : '', hash: location.hash === DEMO_HASH ? '' : location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location.search, location.hash, navigate]);
  return { requested, clear };
}

export default function LandingRoute() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const [videoOpen, setVideoOpen] = useState(false);
  const [videoMounted, setVideoMounted] = useState(false);
  const [demoOpen, setDemoOpen] = useState(false);
  const demoFromUrl = useDemoFromUrl();
  const demoShown = demoOpen || demoFromUrl.requested;

  useEffect(() => registerSectionPreparer(prepareUpTo), []);

  // A deep link (`/en#faq`, or arriving from another page's section link): render what is above
  // the section, then put it at the top and move focus to its heading. Only the hash the page
  // opened with, read from the address: a hydrating render reads the prerendered page's location,
  // which has no hash (lib/document-navigation.tsx).
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!isLandingPageSection(id)) return;
    // Someone who starts clicking, typing or scrolling meanwhile keeps control of the page.
    let cancelled = false;
    const cancel = () => {
      cancelled = true;
    };
    const INPUT = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    for (const type of INPUT) window.addEventListener(type, cancel, { capture: true, passive: true });
    void prepareUpTo(id).then(async () => {
      const section = document.getElementById(id);
      if (!cancelled && section) {
        scrollToSection(section, { smooth: false });
        focusSection(section);
        await holdSectionInPlace(section, () => cancelled);
      }
      cancel();
    });
    return () => {
      cancel();
      for (const type of INPUT) window.removeEventListener(type, cancel, { capture: true });
    };
  }, []);

  const openVideo = () => {
    setVideoMounted(true);
    setVideoOpen(true);
  };
  const changeDemo = (open: boolean) => {
    setDemoOpen(open);
    if (!open && demoFromUrl.requested) demoFromUrl.clear();
  };

  return (
    <>
      <Hero
        onWatchVideo={openVideo}
        onBookDemo={() => setDemoOpen(true)}
        onVideoIntent={() => void loadVideoModal()}
      />
      <HowItWorksSection />
      <AdvantagesSection />
      <ServicesSection />
      <LandingSection id="packets" title={t('packets.title')} lead={t('packets.lead')} tone="surface">
        <Deferred module={parts.packets} placeholder={<PacketsPlaceholder />} />
      </LandingSection>
      <LandingSection id="faq" title={t('faq.title')} lead={t('faq.lead')}>
        <Deferred module={parts.faq} placeholder={<FaqPlaceholder />} />
      </LandingSection>
      <TestimonialsSection />
      <LandingSection id="contact" title={t('contact.title')} lead={t('contact.lead')} tone="surface">
        <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr] lg:items-start">
          <Deferred module={parts.contact} placeholder={<ContactPlaceholder />} />
          <aside className="space-y-6">
            <div className="rounded-card bg-brand-900 p-6 text-white shadow-card sm:p-8">
              <h3 className="text-h3 font-bold">{t('contact.demoTitle')}</h3>
              <p className="mt-2 text-brand-100">{t('contact.demoText')}</p>
              <button
                type="button"
                onClick={() => setDemoOpen(true)}
                className={`${buttonClasses({ variant: 'accent', size: 'lg' })} mt-5`}
              >
                <CalendarIcon width={20} height={20} />
                {t('contact.demoCta')}
              </button>
            </div>
            <div className="rounded-card border border-line bg-white p-6 sm:p-8">
              <h3 className="text-h3 font-bold text-brand-950">{t('contact.registerTitle')}</h3>
              <p className="mt-2 text-muted">{t('contact.registerText')}</p>
              <LinkButton to={pathTo(language, 'register')} variant="secondary" className="mt-5">
                {t('contact.registerCta')}
              </LinkButton>
              <p className="mt-5 text-small text-muted">{t('contact.hours')}</p>
            </div>
          </aside>
        </div>
      </LandingSection>
      <Suspense fallback={null}>
        {videoMounted ? <VideoModal open={videoOpen} onOpenChange={setVideoOpen} /> : null}
        {demoShown ? <DemoBookingModal open={demoShown} onOpenChange={changeDemo} /> : null}
      </Suspense>
    </>
  );
}
