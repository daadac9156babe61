import { ESTABLISHMENT_WORKING_DAYS, OFFICE_LOCATION_COUNT } from '@portal/contracts/common/limits';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BuildingIcon,
  CalculatorIcon,
  ClockIcon,
  DocumentIcon,
  NetworkIcon,
  ShieldIcon,
  UserIcon,
} from '../../../components/ui/icons.tsx';
import { LandingSection } from './landing-section.tsx';

function IconTile({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="h-full rounded-card border border-line bg-white p-6 shadow-card">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h3 className="mt-4 text-h3 font-bold text-brand-950">{title}</h3>
      <p className="mt-2 text-small text-muted">{text}</p>
    </div>
  );
}

const HOW_STEPS = ['register', 'choose', 'documents', 'approval'] as const;

export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="howIsWork" title={t('howIsWork.title')} lead={t('howIsWork.lead')}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {HOW_STEPS.map((step, index) => (
          <li key={step} className="relative rounded-card border border-line bg-white p-6">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-accent-400 font-bold text-brand-950">
              {index + 1}
            </span>
            <h3 className="mt-4 text-h3 font-bold text-brand-950">{t(`howIsWork.steps.${step}.title`)}</h3>
            <p className="mt-2 text-small text-muted">
              {t(`howIsWork.steps.${step}.text`, { days: ESTABLISHMENT_WORKING_DAYS })}
            </p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}

export function AdvantagesSection() {
  const { t } = useTranslation('landing');
  const items = [
    { key: 'fast', icon: <ClockIcon />, values: { days: ESTABLISHMENT_WORKING_DAYS } },
    { key: 'advisor', icon: <UserIcon />, values: undefined },
    { key: 'oneplace', icon: <DocumentIcon />, values: undefined },
    { key: 'secure', icon: <ShieldIcon />, values: undefined },
  ] as const;
  return (
    <LandingSection id="advantages" title={t('advantages.title')} lead={t('advantages.lead')} tone="surface">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.key}>
            <IconTile
              icon={item.icon}
              title={t(`advantages.items.${item.key}.title`)}
              text={t(`advantages.items.${item.key}.text`, item.values)}
            />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

export function ServicesSection() {
  const { t } = useTranslation('landing');
  const items = [
    { key: 'accountant', icon: <CalculatorIcon />, values: undefined },
    { key: 'office', icon: <BuildingIcon />, values: { locations: OFFICE_LOCATION_COUNT } },
    { key: 'network', icon: <NetworkIcon />, values: undefined },
  ] as const;
  return (
    <LandingSection id="services" title={t('services.title')} lead={t('services.lead')}>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.key}>
            <IconTile
              icon={item.icon}
              title={t(`services.items.${item.key}.title`)}
              text={t(`services.items.${item.key}.text`, item.values)}
            />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
