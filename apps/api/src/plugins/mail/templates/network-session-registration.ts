import { formatIstanbulDate, INTL_LOCALES, TIME_ZONE } from '@portal/contracts/common/istanbul-time';
import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

export type TNetworkSessionRegistrationData = {
  name: string;
  title: string;
  speaker: string;
  companyName: string;
  stageName: string;
  location: string;
  startsAt: Date;
  /** The session's page in the person's language. */
  url: string;
};

/**
 * To a person who registered for a stage session: when and where, with the calendar invitation
 * attached by the sender (the `.ics` is built with the session, not here).
 */
export const networkSessionRegistrationMail: TMailTemplate<TNetworkSessionRegistrationData> = (
  language,
  data,
) => {
  const day = formatIstanbulDate(data.startsAt, language);
  const time = new Intl.DateTimeFormat(INTL_LOCALES[language], {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(data.startsAt);
  const {
    session,
    speaker,
    when,
    whenValue,
    stage,
    location,
    button,
    calendarName: _calendarName,
    ...texts
  } = mailTexts(language, 'networkSessionRegistration', {
    name: data.name,
    title: data.title,
    company: data.companyName,
    stage: data.stageName,
    day,
    time,
  });
  return renderLayout({
    language,
    ...texts,
    details: [
      { label: session, value: data.title },
      { label: speaker, value: data.speaker },
      { label: when, value: whenValue },
      { label: stage, value: data.stageName },
      { label: location, value: data.location },
    ],
    button: { label: button, url: data.url },
  });
};
