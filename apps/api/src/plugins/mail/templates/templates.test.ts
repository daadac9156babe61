import { LANGUAGES } from '@portal/contracts/common/languages';
import { describe, expect, it } from 'vitest';
import { contactMessageStaffMail } from './contact-message-staff.ts';
import { demoBookingConfirmationMail } from './demo-booking-confirmation.ts';
import { demoBookingStaffMail } from './demo-booking-staff.ts';
import { invoiceReminderMail } from './invoice-reminder.ts';
import { BRAND } from './layout.ts';
import { resetPasswordMail } from './reset-password.ts';
import { verifyEmailMail } from './verify-email.ts';

const TEMPLATES = { verifyEmailMail, resetPasswordMail };
const url = 'https://portal.example.com/tr/app/email/verify/1/abc?expires=1&signature=def';

describe('mail templates', () => {
  for (const [name, template] of Object.entries(TEMPLATES)) {
    for (const language of LANGUAGES) {
      it(`${name} (${language}): HTML and text with the brand, a button and the raw link`, () => {
        const mail = template(language, { name: 'Ayşe', url });
        expect(mail.subject).toContain(BRAND.name);
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.html).toContain(BRAND.navy);
        expect(mail.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
        expect(mail.text).toContain(url);
        expect(mail.text).toContain('Ayşe');
      });
    }
  }

  it('writes Turkish and English texts', () => {
    expect(verifyEmailMail('tr', { name: 'A', url }).text).toContain('Merhaba A,');
    expect(verifyEmailMail('en', { name: 'A', url }).text).toContain('Hello A,');
    expect(resetPasswordMail('tr', { name: 'A', url }).subject).toBe('Şifrenizi sıfırlayın – Firmaport');
  });

  it('escapes what people typed, so a name cannot add HTML', () => {
    const mail = verifyEmailMail('en', { name: '<img src=x onerror=alert(1)>', url });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('mails about the public site’s requests', () => {
  const visitor = {
    fullName: 'Elif <b>Şahin</b>',
    email: 'elif@example.com',
    phone: '+905321234567',
    language: 'en' as const,
  };
  const staffContact = (language: 'tr' | 'en') =>
    contactMessageStaffMail(language, {
      ...visitor,
      message: 'Line one\n<script>alert(1)</script>',
      receivedAt: new Date('2026-11-24T11:05:00Z'),
    });
  const staffDemo = (language: 'tr' | 'en') =>
    demoBookingStaffMail(language, {
      ...visitor,
      company: 'Şahin & Co',
      date: '2026-11-24',
      slot: '14:00',
      url: 'https://portal.example.com/tr/app/appointment-list',
    });
  const confirmation = (language: 'tr' | 'en') =>
    demoBookingConfirmationMail(language, {
      name: 'Elif',
      company: 'Şahin & Co',
      date: '2026-11-24',
      slot: '14:00',
      url: 'https://portal.example.com/en',
    });

  for (const language of LANGUAGES) {
    it(`have the brand, the look and their own footer (${language})`, () => {
      for (const mail of [staffContact(language), staffDemo(language), confirmation(language)]) {
        expect(mail.subject).toContain(BRAND.name);
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.html).toContain(BRAND.navy);
        expect(mail.text).not.toContain('your Firmaport account');
        expect(mail.text).not.toContain('Firmaport hesabınızla');
      }
    });
  }

  it('show staff who wrote, in their own language, with the message kept line by line', () => {
    const tr = staffContact('tr');
    expect(tr.text).toContain('Telefon: +90 532 123 45 67');
    expect(tr.text).toContain('Dil: İngilizce');
    expect(tr.text).toContain('24.11.2026 14:05');
    expect(tr.text).toContain('> Line one\n> <script>alert(1)</script>');
    expect(tr.html).toContain('href="mailto:elif@example.com?subject=');
    expect(staffContact('en').text).toContain('Language: English');
  });

  it('escape what visitors typed', () => {
    for (const mail of [staffContact('tr'), staffDemo('en')]) {
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('Elif &lt;b&gt;Şahin&lt;/b&gt;');
    }
    expect(staffDemo('tr').html).toContain('Şahin &amp; Co');
  });

  it('write the booked day out for Turkey', () => {
    expect(confirmation('tr').text).toContain('24 Kasım 2026 Salı');
    expect(confirmation('en').text).toContain('Tuesday, 24 November 2026');
    expect(staffDemo('tr').subject).toBe(
      'Yeni demo talebi: Şahin & Co, 24 Kasım 2026 Salı 14:00 – Firmaport',
    );
  });
});

describe('the overdue invoice reminder to a company’s customer', () => {
  const reminder = (language: 'tr' | 'en') =>
    invoiceReminderMail(language, {
      companyName: 'Ağaoğlu & Oğulları <Ltd>',
      counterpartyName: 'Deniz Yazılım A.Ş.',
      number: 'AGA2026000000012',
      issueDate: '02.11.2026',
      dueDate: '10.11.2026',
      amount: '₺1.200,00',
    });

  it('names the company, the invoice, its due date and what is open, in the chosen language', () => {
    const tr = reminder('tr');
    expect(tr.subject).toBe(
      'Ağaoğlu & Oğulları <Ltd>: AGA2026000000012 numaralı faturanın ödeme hatırlatması – Firmaport',
    );
    expect(tr.text).toContain('Sayın Deniz Yazılım A.Ş.,');
    expect(tr.text).toContain('Vade tarihi: 10.11.2026');
    expect(tr.text).toContain('Ödenmemiş tutar: ₺1.200,00');
    expect(reminder('en').text).toContain('fell due on 10.11.2026');
    expect(reminder('en').html).toContain('<html lang="en">');
  });

  it('tells a reader who is no user of the portal why it came, and escapes the company’s name', () => {
    for (const language of LANGUAGES) {
      const mail = reminder(language);
      expect(mail.html).toContain(BRAND.navy);
      expect(mail.html).toContain('Ağaoğlu &amp; Oğulları &lt;Ltd&gt;');
      expect(mail.html).not.toContain('<Ltd>');
      expect(mail.text).not.toContain('Firmaport hesabınızla');
      expect(mail.text).not.toContain('your Firmaport account');
    }
  });
});
