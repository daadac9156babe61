import { spawn } from 'node:child_process';

/**
 * Debian's Python (its python3-icalendar lives in /usr/lib/python3/dist-packages, which another
 * python3 on the PATH, a pyenv one say, does not see).
 */
const PYTHON = '/usr/bin/python3';

/**
 * Reads the calendar with python3-icalendar, an outside RFC 5545 parser, and checks what every
 * VEVENT must carry (RFC 5545 section 3.6.1: UID and DTSTAMP; a DTSTART, with a DTEND or a
 * DURATION, never both) and that no ORGANIZER or ATTENDEE is a parameter without its address.
 * Prints a JSON list of the problems; a file the parser refuses ends the script with its error.
 */
const SCRIPT = `
import json, sys, icalendar
calendar = icalendar.Calendar.from_ical(sys.stdin.read())
problems = []
if calendar.name != 'VCALENDAR':
    problems.append('not a VCALENDAR')
for name in ('VERSION', 'PRODID'):
    if name not in calendar:
        problems.append('VCALENDAR without ' + name)
events = calendar.walk('VEVENT')
for index, event in enumerate(events):
    where = 'VEVENT %d (%s)' % (index + 1, event.get('UID', 'no UID'))
    for name in ('UID', 'DTSTAMP', 'DTSTART'):
        if name not in event:
            problems.append(where + ' without ' + name)
    if 'DTEND' in event and 'DURATION' in event:
        problems.append(where + ' has both DTEND and DURATION')
    if 'DTEND' not in event and 'DURATION' not in event:
        problems.append(where + ' without DTEND or DURATION')
    for name in ('ORGANIZER', 'ATTENDEE'):
        values = event.get(name)
        for value in (values if isinstance(values, list) else [values] if values is not None else []):
            if not str(value).strip():
                problems.append(where + ' has an empty ' + name)
print(json.dumps({'events': len(events), 'problems': problems}))
`;

type TIcalCheck = { events: number; problems: string[] };

/**
 * Parses an iCalendar file as python3-icalendar does (Debian's `python3-icalendar`, installed by
 * scripts/ensure-tools.mjs) and answers the number of events and what is wrong; a file the parser
 * cannot read rejects with its message.
 */
function checkIcal(ics: string): Promise<TIcalCheck> {
  return new Promise((resolve, reject) => {
    const child = spawn(PYTHON, ['-c', SCRIPT], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(`${PYTHON} is not installed: apt-get install -y python3-icalendar`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`python3-icalendar could not read the calendar: ${stderr.trim()}\n${ics}`));
        return;
      }
      resolve(JSON.parse(stdout) as TIcalCheck);
    });
    child.stdin.end(ics, 'utf8');
  });
}

/** The events of a valid calendar; rejects (failing the test) with what is wrong otherwise. */
export async function expectValidIcal(ics: string): Promise<number> {
  const { events, problems } = await checkIcal(ics);
  if (problems.length > 0) throw new Error(`Invalid iCalendar file: ${problems.join('; ')}\n${ics}`);
  return events;
}
