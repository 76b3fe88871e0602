import type { PrivacyTexts } from './types.js';

export const en: PrivacyTexts = {
  privacyExport: {
    mailSubject: 'Your data from {{site}} is ready to download',
    mailBody:
      'Hello {{name}},\n\nYou asked for a copy of the personal data {{site}} holds about you. It is ready: download it (a ZIP file) within {{hours}} hours from this link:\n\n{{link}}\n\nAfter that the file is deleted; you can ask for a new copy at any time. If you did not ask for this, you can ignore this e-mail.',
    invalidTitle: 'Link not valid',
    invalidText: 'This download link is not valid. Check that you opened the whole link from the e-mail.',
    expiredTitle: 'Link expired',
    expiredText:
      'This download link has expired and the file has been deleted. You can ask for a new copy of your data from the privacy link in any of our e-mails.',
  },
  privacyRetention: {
    noticeSubject: 'Your data at {{site}} will be erased on {{date}}',
    noticeBody:
      'Hello {{name}},\n\n{{why}}\n\nOn {{date}} we will erase {{what}}\n\nTo keep your data for another period, open this link before then and press “Keep my data”:\n\n{{link}}\n\nIf you want your data erased, you need do nothing.\n\n{{brand}}',
    whyRetention:
      'You have not been active on {{site}} for the period the site keeps candidates’ data ({{months}} months), and none of your applications is still open.',
    whyNoConsent:
      'We do not have your consent to the current privacy notice of {{site}}, and you have not been active there for {{months}} months.',
    whatAnonymise:
      'your name, e-mail address, phone number and address, your résumé and other files, your cover letters, your answers and the notes about you. Your applications are kept for our statistics, without anything that names you.',
    whatDelete:
      'your profile and your applications, with your résumé and other files, your cover letters, your answers and the notes about you.',
    keepTitle: 'Keep your data',
    keepIntro:
      '{{site}} will erase your data on {{date}}, as it does for candidates who have not been active for a while.',
    keepMeans:
      'If you keep it, nothing is erased: your data stays for another period and you agree to the site’s current privacy notice. You can still ask for it to be erased at any time.',
    keepButton: 'Keep my data',
    keptTitle: 'Your data is kept',
    keptText: 'Thank you. Nothing was erased, and we will not ask you again before {{date}}.',
    invalidTitle: 'Link not valid',
    invalidText: 'This link has expired, has already been used or is not valid.',
  },
  privacyConsent: {
    footerNotice: 'How we use your data: {{url}}',
    footerManage: 'To get a copy of your data or have it erased: {{url}}',
    reconsentSubject: '{{site}} has updated its privacy notice',
    reconsentBody:
      'Hello {{name}},\n\n{{site}} has updated its privacy notice. Please read it and confirm that you accept it:\n{{link}}\n\nThe link is valid for {{days}} days. Without your consent, your data may be erased under the site’s retention rules.',
    invalidTitle: 'Link not valid',
    invalidText:
      'This link is not valid: it has expired, was already used, or was changed. Use the link in your most recent e-mail.',
    noticeMissingTitle: 'No privacy notice',
    noticeMissingText: 'This site has not published a privacy notice.',
    noticeVersion: 'Version {{version}}, published on {{date}}.',
    manageTitle: 'Your data',
    manageFor: 'This page is for {{email}}.',
    manageNoticeLink: 'Read the privacy notice',
    exportHeading: 'Get a copy of your data',
    exportText: 'We will e-mail a download link to the address on file once your copy is ready.',
    exportButton: 'Send me a copy of my data',
    exportQueuedTitle: 'Your copy is on its way',
    exportQueuedText:
      'A link to download a copy of your data will be e-mailed to the address on file once it is ready. The link is valid for 24 hours.',
    eraseHeading: 'Erase my data',
    eraseText: 'Your personal data is removed from this site for good.',
    eraseButton: 'Erase my data',
    eraseConfirmTitle: 'Erase your data?',
    eraseConfirmIntro: 'This removes, for good:',
    eraseGoesProfile: 'your name, e-mail address, phone number and address',
    eraseGoesApplications: 'your cover letters, answers, and the notes and feedback about you',
    eraseGoesFiles: 'your résumé and every other file you sent',
    eraseGoesMail: 'the e-mails sent to you',
    eraseKeeps:
      'The site keeps, without your name, that applications were made (status, dates and job), so its reports stay true. This cannot be undone.',
    eraseConfirmButton: 'Yes, erase my data',
    eraseBack: 'Keep my data',
    erasedTitle: 'Your data is erased',
    erasedText: 'Your personal data has been erased. The links in earlier e-mails no longer work.',
    consentTitle: 'Privacy notice',
    consentIntro: 'Please read the privacy notice of {{site}} and confirm that you accept it.',
    consentButton: 'I accept the privacy notice',
    consentDoneTitle: 'Thank you',
    consentDoneText: 'Your acceptance of version {{version}} of the privacy notice was recorded.',
  },
};
