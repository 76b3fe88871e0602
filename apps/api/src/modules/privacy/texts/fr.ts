import type { PrivacyTexts } from './types.js';

export const fr: PrivacyTexts = {
  privacyExport: {
    mailSubject: 'Vos données de {{site}} sont prêtes à télécharger',
    mailBody:
      'Bonjour {{name}},\n\nVous avez demandé une copie des données personnelles que {{site}} détient à votre sujet. Elle est prête : téléchargez-la (un fichier ZIP) dans les {{hours}} heures depuis ce lien :\n\n{{link}}\n\nEnsuite, le fichier est supprimé ; vous pouvez demander une nouvelle copie à tout moment. Si vous n’avez rien demandé, vous pouvez ignorer cet e-mail.',
    invalidTitle: 'Lien non valide',
    invalidText:
      'Ce lien de téléchargement n’est pas valide. Vérifiez que vous avez ouvert le lien complet de l’e-mail.',
    expiredTitle: 'Lien expiré',
    expiredText:
      'Ce lien de téléchargement a expiré et le fichier a été supprimé. Vous pouvez demander une nouvelle copie de vos données depuis le lien « confidentialité » de chacun de nos e-mails.',
  },
  privacyRetention: {
    noticeSubject: 'Vos données sur {{site}} seront effacées le {{date}}',
    noticeBody:
      'Bonjour {{name}},\n\n{{why}}\n\nLe {{date}}, nous effacerons {{what}}\n\nPour conserver vos données une période de plus, ouvrez ce lien d’ici là et appuyez sur « Conserver mes données » :\n\n{{link}}\n\nSi vous souhaitez que vos données soient effacées, vous n’avez rien à faire.\n\n{{brand}}',
    whyRetention:
      'Vous n’avez eu aucune activité sur {{site}} pendant la durée de conservation des données des candidats fixée par le site ({{months}} mois), et aucune de vos candidatures n’est encore ouverte.',
    whyNoConsent:
      'Nous n’avons pas votre consentement à la politique de confidentialité actuelle de {{site}}, et vous n’y avez eu aucune activité depuis {{months}} mois.',
    whatAnonymise:
      'vos nom, adresse e-mail, numéro de téléphone et adresse, votre CV et vos autres fichiers, vos lettres de motivation, vos réponses et les notes vous concernant. Vos candidatures sont conservées pour nos statistiques, sans rien qui vous nomme.',
    whatDelete:
      'votre profil et vos candidatures, avec votre CV et vos autres fichiers, vos lettres de motivation, vos réponses et les notes vous concernant.',
    keepTitle: 'Conserver vos données',
    keepIntro:
      '{{site}} effacera vos données le {{date}}, comme il le fait pour les candidats sans activité depuis un certain temps.',
    keepMeans:
      'Si vous les conservez, rien n’est effacé : vos données restent une période de plus et vous acceptez la politique de confidentialité actuelle du site. Vous pouvez toujours demander leur effacement à tout moment.',
    keepButton: 'Conserver mes données',
    keptTitle: 'Vos données sont conservées',
    keptText: 'Merci. Rien n’a été effacé, et nous ne vous le redemanderons pas avant le {{date}}.',
    invalidTitle: 'Lien non valide',
    invalidText: 'Ce lien a expiré, a déjà été utilisé ou n’est pas valide.',
  },
  privacyConsent: {
    footerNotice: 'Comment nous utilisons vos données : {{url}}',
    footerManage: 'Pour obtenir une copie de vos données ou les faire effacer : {{url}}',
    reconsentSubject: '{{site}} a mis à jour sa politique de confidentialité',
    reconsentBody:
      'Bonjour {{name}},\n\n{{site}} a mis à jour sa politique de confidentialité. Merci de la lire et de confirmer que vous l’acceptez :\n{{link}}\n\nCe lien est valable {{days}} jours. Sans votre consentement, vos données pourront être effacées selon les règles de conservation du site.',
    invalidTitle: 'Lien non valide',
    invalidText:
      'Ce lien n’est pas valide : il a expiré, a déjà servi ou a été modifié. Utilisez le lien de votre e-mail le plus récent.',
    noticeMissingTitle: 'Aucune politique de confidentialité',
    noticeMissingText: 'Ce site n’a pas publié de politique de confidentialité.',
    noticeVersion: 'Version {{version}}, publiée le {{date}}.',
    manageTitle: 'Vos données',
    manageFor: 'Cette page concerne {{email}}.',
    manageNoticeLink: 'Lire la politique de confidentialité',
    exportHeading: 'Obtenir une copie de vos données',
    exportText: 'Nous enverrons un lien de téléchargement à l’adresse enregistrée dès que votre copie sera prête.',
    exportButton: 'M’envoyer une copie de mes données',
    exportQueuedTitle: 'Votre copie est en préparation',
    exportQueuedText:
      'Un lien pour télécharger une copie de vos données sera envoyé à l’adresse enregistrée dès qu’elle sera prête. Ce lien est valable 24 heures.',
    eraseHeading: 'Effacer mes données',
    eraseText: 'Vos données personnelles sont supprimées définitivement de ce site.',
    eraseButton: 'Effacer mes données',
    eraseConfirmTitle: 'Effacer vos données ?',
    eraseConfirmIntro: 'Ceci supprime définitivement :',
    eraseGoesProfile: 'vos nom, adresse e-mail, numéro de téléphone et adresse',
    eraseGoesApplications: 'vos lettres de motivation, vos réponses, et les notes et avis vous concernant',
    eraseGoesFiles: 'votre CV et tous les autres fichiers que vous avez envoyés',
    eraseGoesMail: 'les e-mails qui vous ont été envoyés',
    eraseKeeps:
      'Le site garde, sans votre nom, la trace des candidatures (statut, dates et offre), pour que ses rapports restent justes. Cette action est irréversible.',
    eraseConfirmButton: 'Oui, effacer mes données',
    eraseBack: 'Garder mes données',
    erasedTitle: 'Vos données sont effacées',
    erasedText: 'Vos données personnelles ont été effacées. Les liens des e-mails précédents ne fonctionnent plus.',
    consentTitle: 'Politique de confidentialité',
    consentIntro: 'Merci de lire la politique de confidentialité de {{site}} et de confirmer que vous l’acceptez.',
    consentButton: 'J’accepte la politique de confidentialité',
    consentDoneTitle: 'Merci',
    consentDoneText:
      'Votre acceptation de la version {{version}} de la politique de confidentialité a été enregistrée.',
  },
};
