/**
 * What candidates read of the privacy work: the retention notice and keep page, the export mail and
 * download page, the privacy footer, notice, manage and consent pages. Server-side only, so the web
 * app's catalogues (loaded on every screen, the sign-in page included) do not carry them.
 */
export type PrivacyTexts = {
  /** A candidate's data export: the mail with its download link, and the link's page when it cannot serve; {{name}} {{site}} {{hours}} {{link}}. */
  privacyExport: {
    mailSubject: string;
    mailBody: string;
    invalidTitle: string;
    invalidText: string;
    expiredTitle: string;
    expiredText: string;
  };
  /**
   * The retention sweep's notice to a candidate and the keep link's page. Mail: {{name}} {{site}}
   * {{brand}} {{date}} {{months}} {{link}} {{why}} {{what}}; pages: {{site}} {{date}}.
   */
  privacyRetention: {
    noticeSubject: string;
    noticeBody: string;
    /** Why they were marked: the account's rule, or no valid consent to the site's current notice. */
    whyRetention: string;
    whyNoConsent: string;
    /** What erasure removes: anonymised (the default) or deleted with the applications. */
    whatAnonymise: string;
    whatDelete: string;
    keepTitle: string;
    keepIntro: string;
    keepMeans: string;
    keepButton: string;
    keptTitle: string;
    keptText: string;
    invalidTitle: string;
    invalidText: string;
  };
  /**
   * Candidate privacy (issue 23): the footer of every candidate e-mail ({{url}}), the re-consent
   * request ({{name}} {{site}} {{link}} {{days}}) and the pages behind their links ({{email}}
   * {{version}} {{date}} {{site}}).
   */
  privacyConsent: {
    footerNotice: string;
    footerManage: string;
    reconsentSubject: string;
    reconsentBody: string;
    invalidTitle: string;
    invalidText: string;
    noticeMissingTitle: string;
    noticeMissingText: string;
    noticeVersion: string;
    manageTitle: string;
    manageFor: string;
    manageNoticeLink: string;
    exportHeading: string;
    exportText: string;
    exportButton: string;
    exportQueuedTitle: string;
    exportQueuedText: string;
    eraseHeading: string;
    eraseText: string;
    eraseButton: string;
    eraseConfirmTitle: string;
    eraseConfirmIntro: string;
    eraseGoesProfile: string;
    eraseGoesApplications: string;
    eraseGoesFiles: string;
    eraseGoesMail: string;
    eraseKeeps: string;
    eraseConfirmButton: string;
    eraseBack: string;
    erasedTitle: string;
    erasedText: string;
    consentTitle: string;
    consentIntro: string;
    consentButton: string;
    consentDoneTitle: string;
    consentDoneText: string;
  };
};
