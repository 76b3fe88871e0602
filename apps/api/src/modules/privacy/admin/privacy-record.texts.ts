import type { Locale } from '@talent/contract';

/** The processing activities the portal carries out for every site (GDPR Art. 30 (1)). */
export const RECORD_ACTIVITIES = ['applications', 'talent_pool', 'candidate_mail'] as const;
export type RecordActivity = (typeof RECORD_ACTIVITIES)[number];

export type RecordTexts = {
  headers: {
    site: string;
    activity: string;
    purpose: string;
    subjects: string;
    categories: string;
    recipients: string;
    retention: string;
    legal_basis: string;
    security: string;
    transfers: string;
    candidates: string;
    consenting: string;
  };
  activity: Record<RecordActivity, { name: string; purpose: string; basis: string }>;
  subjects: string;
  categories: Record<RecordActivity, string>;
  recipients: (employers: number) => string;
  retentionOn: (months: number, grace: number, mode: string) => string;
  retentionOff: string;
  modes: { anonymise: string; delete: string };
  consentNotice: (version: number) => string;
  noNotice: string;
  security: string;
  transfers: string;
};

const en: RecordTexts = {
  headers: {
    site: 'Site',
    activity: 'Processing activity',
    purpose: 'Purpose',
    subjects: 'Data subjects',
    categories: 'Categories of personal data',
    recipients: 'Recipients',
    retention: 'Retention',
    legal_basis: 'Legal basis',
    security: 'Security measures',
    transfers: 'Transfers outside the EEA',
    candidates: 'Candidates',
    consenting: 'Candidates with a recorded consent',
  },
  activity: {
    applications: {
      name: 'Job applications',
      purpose: 'Receiving and assessing applications for the jobs posted on the site',
      basis: 'Consent (Art. 6 (1) (a))',
    },
    talent_pool: {
      name: 'Candidate records',
      purpose: 'Keeping candidates’ profiles to consider them for other jobs of the site',
      basis: 'Legitimate interest (Art. 6 (1) (f))',
    },
    candidate_mail: {
      name: 'Messages to candidates',
      purpose: 'Telling candidates about their applications, job alerts and their privacy choices',
      basis: 'Legitimate interest (Art. 6 (1) (f))',
    },
  },
  subjects: 'Job seekers who apply or answer a form on the site',
  categories: {
    applications:
      'Identity and contact details, résumé and other files, cover letter, answers to screening questions, application status and history',
    talent_pool: 'Identity and contact details, location, headline, skills, tags, notes and ratings by the recruiters',
    candidate_mail: 'Name, e-mail address, language, content of the messages sent',
  },
  recipients: (n) => `The site’s recruiting team and the employers a candidate applies to (${n} active employers)`,
  retentionOn: (months, grace, mode) =>
    `Candidates whose applications are all closed and who have been inactive for ${months} months are told and ${mode} ${grace} days later unless they keep their data`,
  retentionOff: 'No automatic rule: candidates are kept until they ask for erasure or staff erase them',
  modes: { anonymise: 'anonymised', delete: 'deleted' },
  consentNotice: (v) => `; privacy notice version ${v}`,
  noNotice: '; no privacy notice published',
  security:
    'Access by role and site; encrypted connections (HTTPS); passwords hashed with argon2id; optional two-factor sign-in; every change in the audit log; erased addresses kept only as keyed digests',
  transfers: 'None made by the portal',
};

const fr: RecordTexts = {
  headers: {
    site: 'Site',
    activity: 'Activité de traitement',
    purpose: 'Finalité',
    subjects: 'Personnes concernées',
    categories: 'Catégories de données personnelles',
    recipients: 'Destinataires',
    retention: 'Conservation',
    legal_basis: 'Base légale',
    security: 'Mesures de sécurité',
    transfers: 'Transferts hors de l’EEE',
    candidates: 'Candidats',
    consenting: 'Candidats avec un consentement enregistré',
  },
  activity: {
    applications: {
      name: 'Candidatures',
      purpose: 'Recevoir et évaluer les candidatures aux offres publiées sur le site',
      basis: 'Consentement (art. 6, paragraphe 1, point a)',
    },
    talent_pool: {
      name: 'Fichier des candidats',
      purpose: 'Conserver les profils des candidats pour les considérer pour d’autres offres du site',
      basis: 'Intérêt légitime (art. 6, paragraphe 1, point f)',
    },
    candidate_mail: {
      name: 'Messages aux candidats',
      purpose:
        'Informer les candidats de leurs candidatures, des alertes d’offres et de leurs choix de confidentialité',
      basis: 'Intérêt légitime (art. 6, paragraphe 1, point f)',
    },
  },
  subjects: 'Les chercheurs d’emploi qui postulent ou répondent à un formulaire du site',
  categories: {
    applications:
      'Identité et coordonnées, CV et autres fichiers, lettre de motivation, réponses aux questions de présélection, statut et historique de la candidature',
    talent_pool: 'Identité et coordonnées, lieu, titre, compétences, étiquettes, notes et évaluations des recruteurs',
    candidate_mail: 'Nom, adresse e-mail, langue, contenu des messages envoyés',
  },
  recipients: (n) =>
    `L’équipe de recrutement du site et les employeurs auxquels le candidat postule (${n} employeurs actifs)`,
  retentionOn: (months, grace, mode) =>
    `Les candidats dont toutes les candidatures sont closes et inactifs depuis ${months} mois sont prévenus puis ${mode} ${grace} jours plus tard, sauf s’ils conservent leurs données`,
  retentionOff:
    'Aucune règle automatique : les candidats sont conservés jusqu’à leur demande d’effacement ou un effacement par l’équipe',
  modes: { anonymise: 'anonymisés', delete: 'supprimés' },
  consentNotice: (v) => ` ; avis de confidentialité version ${v}`,
  noNotice: ' ; aucun avis de confidentialité publié',
  security:
    'Accès par rôle et par site ; connexions chiffrées (HTTPS) ; mots de passe hachés avec argon2id ; connexion à deux facteurs possible ; chaque modification au journal d’audit ; adresses effacées conservées uniquement sous forme d’empreintes à clé',
  transfers: 'Aucun effectué par le portail',
};

const ar: RecordTexts = {
  headers: {
    site: 'الموقع',
    activity: 'نشاط المعالجة',
    purpose: 'الغرض',
    subjects: 'أصحاب البيانات',
    categories: 'فئات البيانات الشخصية',
    recipients: 'الجهات المتلقية',
    retention: 'مدة الاحتفاظ',
    legal_basis: 'الأساس القانوني',
    security: 'تدابير الأمان',
    transfers: 'النقل خارج المنطقة الاقتصادية الأوروبية',
    candidates: 'المرشحون',
    consenting: 'المرشحون الذين سُجّلت موافقتهم',
  },
  activity: {
    applications: {
      name: 'طلبات التوظيف',
      purpose: 'استلام الطلبات على الوظائف المنشورة في الموقع وتقييمها',
      basis: 'الموافقة (المادة 6 (1) (أ))',
    },
    talent_pool: {
      name: 'سجلات المرشحين',
      purpose: 'الاحتفاظ بملفات المرشحين للنظر فيهم لوظائف أخرى في الموقع',
      basis: 'المصلحة المشروعة (المادة 6 (1) (و))',
    },
    candidate_mail: {
      name: 'الرسائل إلى المرشحين',
      purpose: 'إبلاغ المرشحين بطلباتهم وتنبيهات الوظائف وخياراتهم المتعلقة بالخصوصية',
      basis: 'المصلحة المشروعة (المادة 6 (1) (و))',
    },
  },
  subjects: 'الباحثون عن عمل الذين يتقدّمون بطلب أو يجيبون عن نموذج في الموقع',
  categories: {
    applications:
      'بيانات الهوية والاتصال، السيرة الذاتية والملفات الأخرى، خطاب التقديم، الإجابات عن أسئلة الفرز، حالة الطلب وسجلّه',
    talent_pool:
      'بيانات الهوية والاتصال، الموقع الجغرافي، العنوان المهني، المهارات، الوسوم، ملاحظات المسؤولين عن التوظيف وتقييماتهم',
    candidate_mail: 'الاسم، عنوان البريد الإلكتروني، اللغة، محتوى الرسائل المرسلة',
  },
  recipients: (n) => `فريق التوظيف في الموقع وأصحاب العمل الذين يتقدّم إليهم المرشح (${n} من أصحاب العمل النشطين)`,
  retentionOn: (months, grace, mode) =>
    `المرشحون الذين أُغلقت جميع طلباتهم ولم يُسجَّل لهم نشاط منذ ${months} شهرًا يُبلَّغون ثم ${mode} بعد ${grace} يومًا ما لم يحتفظوا ببياناتهم`,
  retentionOff: 'لا توجد قاعدة تلقائية: يُحتفظ بالمرشحين إلى أن يطلبوا المحو أو يمحوهم الفريق',
  modes: { anonymise: 'تُجهَّل بياناتهم', delete: 'تُحذف بياناتهم' },
  consentNotice: (v) => `؛ إشعار الخصوصية الإصدار ${v}`,
  noNotice: '؛ لم يُنشر إشعار خصوصية',
  security:
    'الوصول حسب الدور والموقع؛ اتصالات مشفّرة (HTTPS)؛ كلمات مرور مجزّأة بخوارزمية argon2id؛ إمكانية تسجيل الدخول بعاملين؛ تسجيل كل تغيير في سجل التدقيق؛ العناوين الممحوّة تُحفظ فقط كبصمات مفتاحية',
  transfers: 'لا تُجري البوابة أي نقل',
};

export const RECORD_TEXTS: Record<Locale, RecordTexts> = { en, fr, ar };
